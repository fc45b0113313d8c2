// Generic arrow functions and generic function expressions bound to
// top-level constants.
const identity = <T,>(value: T): T => value;
const pair = <A, B>(first: A, second: B): [A, B] => [first, second];
const last = <T,>(items: T[]): T | undefined => items[items.length - 1];
const mapAll = function <T, U>(items: T[], f: (item: T) => U): U[] {
  const out: U[] = [];
  for (const item of items) out.push(f(item));
  return out;
};
const groupBy = <T,>(items: T[], key: (item: T) => string): Map<string, T[]> => {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    const group = groups.get(k);
    if (group === undefined) groups.set(k, [item]);
    else group.push(item);
  }
  return groups;
};

console.log(identity(42), identity("text"), identity([1, 2]));
console.log(pair("a", 1), pair(true, [3]));
console.log(last([1, 2, 3]), last(["x"]), last<number>([]));
console.log(mapAll([1, 2, 3], (n) => n * n), mapAll(["a", "bb"], (s) => s.length));
const words = ["apple", "avocado", "banana", "blueberry", "cherry"];
console.log(groupBy(words, (w) => w[0]));
interface Person { name: string; city: string }
const people: Person[] = [
  { name: "ann", city: "Oslo" },
  { name: "bob", city: "Rome" },
  { name: "cy", city: "Oslo" },
];
const byCity = groupBy(people, (p) => p.city);
for (const [city, group] of byCity) console.log(city, group.map((p) => p.name));
