// Map and Set: insertion order, SameValueZero keys, objects as keys,
// chaining, and iteration that sees changes made during the loop.
const ages = new Map<string, number>([
  ["ann", 31],
  ["bob", 27],
]);
ages.set("cid", 40).set("ann", 32);
console.log(ages, ages.size, ages.get("ann"), ages.get("zed"), ages.has("bob"));
for (const [name, age] of ages) console.log(name, age);
ages.delete("bob");
console.log([...ages.keys()], [...ages.values()]);
const numbers = new Map<number, string>();
numbers.set(NaN, "not a number").set(0, "zero").set(-0, "minus zero");
console.log(numbers.get(NaN), numbers.get(-0), numbers.size, numbers);
class Key {
  constructor(public id: number) {}
}
const k1 = new Key(1);
const k2 = new Key(1);
const byObject = new Map<Key, string>();
byObject.set(k1, "first").set(k2, "second");
console.log(byObject.get(k1), byObject.get(k2), byObject.size);
const seen = new Set<string>();
for (const word of "to be or not to be".split(" ")) seen.add(word);
console.log(seen, seen.size, seen.has("be"), seen.has("question"));
const unique = new Set([3, 1, 3, 2, 1]);
console.log([...unique], unique.size);
const growing = new Set<number>([1]);
for (const n of growing) {
  if (n < 5) growing.add(n + 1);
}
console.log([...growing]);
const shrinking = new Map<number, number>([
  [1, 1],
  [2, 2],
  [3, 3],
  [4, 4],
]);
const visited: number[] = [];
for (const [key] of shrinking) {
  visited.push(key);
  if (key === 1) shrinking.delete(3);
}
console.log(visited, shrinking);
let sum = 0;
ages.forEach((age, name) => {
  sum += age;
  console.log("forEach", name);
});
console.log(sum);
seen.clear();
console.log(seen, seen.size);
