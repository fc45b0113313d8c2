// Non-null assertions on strings, arrays and collections: a property read
// from `value!` is the value's when it is there, Node's TypeError naming
// the property when it is null or undefined; a string method of an
// element read past the end raises it too; a regex match's named groups
// print as an object without a prototype.

const names: (string | null)[] = ["ada", null];
const first = names[0]!;
console.log(first.length, first.toUpperCase(), names[0]!.at(-1), names[0]![1]);
try {
  console.log(names[1]!.length);
} catch (error) {
  console.log((error as Error).name, (error as Error).message);
}
try {
  console.log(names[1]!.trim());
} catch (error) {
  console.log((error as Error).message);
}

const rows: (number[] | null)[] = [[1, 2, 3], null];
console.log(rows[0]!.length, rows[0]!.map((n) => n * 2), rows[0]![2]);
try {
  rows[1]!.push(4);
} catch (error) {
  console.log((error as Error).message);
}

const groups = new Map<string, string[]>([["a", ["x"]]]);
groups.get("a")!.push("y");
console.log(groups.get("a")!.join("+"), groups.get("a")!.length);
try {
  console.log(groups.get("b")!.length);
} catch (error) {
  console.log((error as Error).message);
}
function longest(words: string[]): string | undefined {
  return words.length === 0 ? undefined : words.reduce((a, b) => (b.length > a.length ? b : a));
}
console.log(longest(["aa", "bbbb", "c"])!.toUpperCase());
try {
  console.log(longest([])!.length);
} catch (error) {
  console.log((error as Error).message);
}
const sets: (Set<number> | undefined)[] = [new Set([1, 2])];
console.log(sets[0]!.size, sets[0]!.has(2));

const empty: string[] = [];
for (const read of [() => empty[0].toUpperCase(), () => empty[0].slice(1), () => empty[0].charCodeAt(0)]) {
  try {
    console.log(read());
  } catch (error) {
    console.log((error as Error).message);
  }
}

const date = /(?<year>\d{4})-(?<month>\d{2})/.exec("due 2024-03")!;
console.log(date.index, date.groups, date.groups!.year, date.groups!["month"]);
console.log(JSON.stringify(date.groups), Object.keys(date.groups!), { ...date.groups });

// Asserted values passed where the type without null is wanted.
function shout(text: string): string {
  return text.toUpperCase() + "!";
}
function half(n: number): number {
  return n / 2;
}
const counts: (number | null)[] = [8, null];
const total: number = counts[0]!;
console.log(shout(names[0]!), half(counts[0]!), total + 1);
const mixed: (string | number | null)[] = [4, "four"];
const kept: string | number = mixed[1]!;
console.log(typeof mixed[0]!, kept, [mixed[0]!, kept]);
