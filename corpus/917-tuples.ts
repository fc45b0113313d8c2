// Tuples with elements of different types: literals, indexing,
// destructuring, results of functions, and map and record entries.
const pair: [string, number] = ["age", 42];
console.log(pair, pair[0], pair[1] + 1, pair.length);
const [label, value] = pair;
console.log(label, value);
function minMax(xs: number[]): [number, number, string] {
  return [Math.min(...xs), Math.max(...xs), "range"];
}
console.log(minMax([3, 1, 4]));
const counts = new Map<string, number>([["a", 3], ["b", 1], ["c", 2]]);
const top = [...counts.entries()].sort((x, y) => y[1] - x[1]);
console.log(top, top[0][0]);
console.log([...counts], Array.from(counts));
const scores: Record<string, number> = { ann: 1, bob: 2 };
console.log(Object.entries(scores), Object.entries(scores).map(([k, v]) => k + v));
const rebuilt = new Map(Object.entries(scores));
console.log(rebuilt);
const rows: [string, boolean][] = [["x", true], ["y", false]];
for (const [name, flag] of rows) console.log(name, flag);
console.log(rows);
