// `[]` with no annotation and no context is a `never[]`, as tsc types it:
// it fits any array type, takes that type's element kind where it is used,
// and prints, tests and measures as an empty array.
function empty() {
  return [];
}

const numbers: number[] = empty();
numbers.push(3.5, -0, 7);
const words: string[] = empty();
words.push("x", "y");
console.log(numbers, words, empty(), empty().length);

console.log(Boolean([]), typeof [], [].length, JSON.stringify([]));
console.log([], [[]], { list: [] });

const maybe: number[] | undefined = numbers.length > 5 ? numbers : undefined;
const sorted = (maybe || []).slice().sort((a: number, b: number) => a - b);
console.log(sorted, (maybe ?? []).length);

const flag = words.length > 1;
const chosen = flag ? [] : [1, 2];
chosen.push(9);
const other = flag ? ["q"] : [];
other.push("r");
console.log(chosen, other, [...[], 1, ...[]]);

const mixed = [[], [1], []];
mixed[0].push(4);
console.log(mixed);

const indices = ["a", "b", "c"].reduce((acc: number[], _value: string, index: number) => {
  acc.push(index * 2);
  return acc;
}, []);
console.log(indices);

type Row = { tags: string[]; scores: number[] };
const rows: Row[] = [];
for (let i = 0; i < 3; i++) {
  rows.push({ tags: i % 2 === 0 ? [] : ["odd"], scores: [] });
  rows[i].scores.push(i);
}
console.log(rows);

function count(xs: number[] = []): number {
  return xs.length;
}
console.log(count(), count([1, 2]));

const groups = new Map<string, string[]>();
for (const word of ["apple", "avocado", "banana"]) {
  const key = word[0];
  const list = groups.get(key) ?? [];
  list.push(word);
  groups.set(key, list);
}
console.log(groups);
console.log(Math.max(...[]), Math.min(...[], 3));
const holes = new Array(3);
console.log(holes.length);
