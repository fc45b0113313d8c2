// sort is stable, compares with the comparator's sign, and without one
// orders by string conversion; toSorted leaves the original alone.
interface Row {
  name: string;
  group: number;
  score: number;
}
const rows: Row[] = [];
const names = ["ann", "bob", "cid", "dee", "eve", "fay", "gus", "hal", "ivy", "jon", "kim", "lou"];
names.forEach((name, i) => rows.push({ name, group: i % 3, score: (i * 37) % 10 }));
const byGroup = rows.toSorted((a, b) => a.group - b.group);
console.log(byGroup.map((r) => `${r.group}${r.name}`).join(" "));
const byScoreThenName = rows
  .slice()
  .sort((a, b) => b.score - a.score || a.name.localeCompare(b.name));
console.log(byScoreThenName.map((r) => `${r.score}:${r.name}`).join(" "));
console.log(rows[0].name, rows.length);
console.log([5, 1, 10, 100, 25, -3, 0.5].sort(), [5, 1, 10, 100, 25, -3, 0.5].sort((a, b) => a - b));
console.log(["b", "B", "a", "A", "ä", "10", "9"].sort());
console.log([3, 2, 1].sort(() => 0), [true, false, true].sort());
const numbers: number[] = [];
for (let i = 0; i < 50; i++) numbers.push((i * 7919) % 101);
const sorted = numbers.toSorted((a, b) => a - b);
console.log(sorted.slice(0, 10), sorted.slice(-5), numbers.slice(0, 5));
const withNaN = [3, NaN, 1, NaN, 2].sort((a, b) => a - b);
console.log(withNaN.length);
