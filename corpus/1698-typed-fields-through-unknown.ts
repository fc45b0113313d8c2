// Objects made with number, string, boolean and array properties, read and
// written (same kinds) through types whose properties are unknown.
function validate(input: { age?: unknown; name?: unknown }): number {
  if (typeof input.age !== "number") return -1;
  return input.age;
}
console.log(validate({ age: 3 }));
const inputs = [{ name: "a", age: 3 }, {}];
for (const i of inputs) console.log(validate(i));
const y = { n: 1, s: "a", k: true };
function show(o: { n?: unknown; s?: unknown; k?: unknown; arr?: unknown }): string {
  return `${typeof o.n} ${typeof o.s} ${typeof o.k} ${String(o.n)} ${JSON.stringify(o.arr)} ${Array.isArray(o.arr)}`;
}
console.log(show(y), show({ n: 2, arr: [1, 2] }), show({ n: 3.5, s: "q", k: false, arr: ["z"] }));
const items2 = [{ n: 7, s: "t" }, { n: 8, s: "u", k: true }];
for (const it of items2) console.log(show(it));
function total(list: { price?: unknown }[]): number {
  let sum = 0;
  for (const entry of list) if (typeof entry.price === "number") sum += entry.price;
  return sum;
}
console.log(total([{ price: 3 }, { price: "x" }, {}]), total(items2.map((i) => ({ price: i.n }))));
function bump(o: { n?: unknown; s?: unknown }): void {
  o.n = 5;
  o.s = "changed";
}
const z = { n: 1, s: "a", k: true };
bump(z);
console.log(z, z.n + 1, z.s.length);
function show2(o: { n?: unknown; s?: unknown; k?: unknown; arr?: unknown }): string {
  return `${typeof o.n} ${typeof o.s} ${typeof o.k} ${String(o.n)} ${JSON.stringify(o.arr)} ${Array.isArray(o.arr)}`;
}
console.log(show2(z), show2({ n: 2, arr: [1, 2] }), show2({ n: 3.5, s: "q", k: false, arr: ["z"] }));
