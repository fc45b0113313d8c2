// Set: construction, add (chainable), has, delete, size, iteration order,
// SameValueZero membership, and spreading.
const s = new Set<number>([3, 1, 3, 2, 1]);
console.log(s, s.size);
s.add(4).add(1).add(NaN).add(NaN).add(-0).add(0);
console.log([...s], s.size, s.has(NaN), s.has(0), s.has(-0));
console.log(s.delete(3), s.delete(3), [...s]);
const letters = new Set("mississippi");
console.log(letters, [...letters].join(""));
const union = new Set([...new Set([1, 2, 3]), ...new Set([3, 4])]);
const a = new Set([1, 2, 3, 4]);
const b = new Set([3, 4, 5]);
const intersection = [...a].filter((x) => b.has(x));
const difference = [...a].filter((x) => !b.has(x));
console.log(union, intersection, difference);
const seen = new Set<string>();
const duplicates: string[] = [];
for (const word of "the cat and the hat and the bat".split(" ")) {
  if (seen.has(word)) duplicates.push(word);
  seen.add(word);
}
console.log(duplicates, seen.size);
s.clear();
console.log(s, s.size);
const objects = new Set<{ id: number }>();
const o = { id: 1 };
objects.add(o).add(o).add({ id: 1 });
console.log(objects.size, objects.has(o));
let total = 0;
a.forEach((v) => { total += v; });
console.log(total, [...a.keys()], [...a.values()]);
