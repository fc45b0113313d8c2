// Generic interfaces and type aliases, instantiated with different
// type arguments, and functions over them.
interface Box<T> {
  value: T;
  label: string;
}
type Result<T> = { ok: boolean; value: T; message: string };
type Pair<A, B> = { left: A; right: B };
interface Repository<T> {
  items: T[];
  add(item: T): void;
  all(): T[];
}
function box<T>(value: T, label: string): Box<T> {
  return { value, label };
}
function unbox<T>(b: Box<T>): T {
  return b.value;
}
function succeed<T>(value: T): Result<T> {
  return { ok: true, value, message: "" };
}
function fail<T>(fallback: T, message: string): Result<T> {
  return { ok: false, value: fallback, message };
}
function parsePositive(text: string): Result<number> {
  const n = Number(text);
  return n > 0 ? succeed(n) : fail(0, `not positive: ${text}`);
}
function makeRepository<T>(): Repository<T> {
  const items: T[] = [];
  return {
    items,
    add: (item) => {
      items.push(item);
    },
    all: () => items.slice(),
  };
}
const numberBox = box(42, "answer");
const textBox: Box<string> = { value: "hi", label: "greeting" };
console.log(numberBox, unbox(numberBox) + 1, unbox(textBox).toUpperCase());
for (const input of ["12", "-3", "abc"]) console.log(parsePositive(input));
const pair: Pair<string, number[]> = { left: "primes", right: [2, 3, 5] };
console.log(pair.left, pair.right.length, pair);
const names = makeRepository<string>();
names.add("ada");
names.add("grace");
const numbers = makeRepository<number>();
numbers.add(7);
console.log(names.all(), numbers.all(), names.items.length);
const boxes: Box<number>[] = [box(1, "one"), box(2, "two")];
console.log(boxes.map(unbox), boxes.map((b) => b.label));
