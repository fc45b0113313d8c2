// Record<number, V>, Record<string | number, V> and { [id: number]: V }:
// number keys are property names, so these are string-keyed records.

function groupByLength(words: string[]): Record<number, string[]> {
  const groups: Record<number, string[]> = {};
  for (const word of words) {
    const size = word.length;
    if (!groups[size]) groups[size] = [];
    groups[size].push(word);
  }
  return groups;
}

const groups = groupByLength(["fig", "kiwi", "pear", "plum", "apple", "date", "yam"]);
console.log(groups);
console.log(Object.keys(groups), groups[4], 3 in groups, 9 in groups, JSON.stringify(groups));
for (const size in groups) console.log(size, typeof size, groups[size].join("/"));
for (const [size, list] of Object.entries(groups)) console.log(`${size}: ${list.length}`);

const squares: Record<number, number> = { 10: 100, 1: 1, 2: 4 };
squares[3] = 9;
delete squares[1];
console.log(squares, Object.values(squares), squares[7] ?? "none", squares[2.5] === undefined);

const names: { [id: number]: string } = {};
names[42] = "answer";
names[-1] = "negative";
names[0.5] = "half";
console.log(names, names[42], Object.keys(names));

const flags: Record<string | number, boolean> = { on: true, 1: false };
flags[2] = true;
console.log(flags, flags[1], flags["on"], Object.entries(flags).length);

function histogram(values: number[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const v of values) counts[v] = (counts[v] ?? 0) + 1;
  return counts;
}
console.log(histogram([3, 1, 3, 2, 3, 1]));
