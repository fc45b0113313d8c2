// Deduplicating with sets and maps: by value for primitives, by identity
// for objects, by a computed key otherwise.
const words = ["b", "a", "b", "c", "a", "d"];
console.log([...new Set(words)], Array.from(new Set(words)).length);
const numbers = [3, 1, 3, NaN, NaN, 0, -0, 2];
console.log([...new Set(numbers)]);
interface Item { id: number; label: string }
const items: Item[] = [
  { id: 1, label: "x" },
  { id: 2, label: "y" },
  { id: 1, label: "x again" },
  { id: 3, label: "z" },
];
const byId = new Map<number, Item>();
for (const item of items) if (!byId.has(item.id)) byId.set(item.id, item);
console.log([...byId.values()].map((i) => i.label));
const unique = new Set<Item>(items);
unique.add(items[0]);
console.log(unique.size);
const seenLabels = new Set<string>();
const firstLetters = items.filter((i) => {
  const letter = i.label[0];
  if (seenLabels.has(letter)) return false;
  seenLabels.add(letter);
  return true;
});
console.log(firstLetters.map((i) => i.id), seenLabels);
