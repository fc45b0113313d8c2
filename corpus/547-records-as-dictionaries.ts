// Records used as dictionaries: integer-like keys first, insertion order
// otherwise, delete, in, Object.entries and rebuilding.
const scores: Record<string, number> = {};
for (const [name, score] of [["zed", 3], ["10", 1], ["amy", 5], ["2", 9], ["bob", 4]] as [string, number][]) {
  scores[name] = score;
}
console.log(scores, Object.keys(scores));
delete scores["amy"];
console.log("amy" in scores, "bob" in scores, scores["amy"], Object.keys(scores).length);
scores["amy"] = 6;
console.log(Object.entries(scores));
const doubled = Object.fromEntries(Object.entries(scores).map(([k, v]): [string, number] => [k, v * 2]));
console.log(doubled);
const totals: { [word: string]: number } = {};
for (const word of "one two two three three three".split(" ")) {
  totals[word] = (totals[word] ?? 0) + 1;
}
console.log(totals, Object.values(totals).reduce((a, b) => a + b, 0));
