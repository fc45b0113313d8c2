type Entry = [name: string, score: number, note?: string];
const a: Entry = ["ann", 3];
const b: Entry = ["bob", 5, "late"];
for (const [name, score, note] of [a, b]) console.log(name.length, score * 2, note ?? "-", note === undefined);
const [n1, s1, note1] = b;
console.log(n1.toUpperCase(), s1 + 1, note1?.toUpperCase());
function make(name: string, withNote: boolean): Entry {
  return withNote ? [name, name.length, "noted"] : [name, name.length];
}
console.log(make("x", true), make("yy", false), JSON.stringify(make("z", false)));
type Row = [string, ...number[]];
const r: Row = ["xs", 1, 2, 3];
const [label, ...nums] = r;
console.log(label.padEnd(4, "."), nums, r.length, r[1] + r[2], r.slice(1));
function total(...args: [number, string?]): string {
  return args[0] * 2 + (args[1] ?? "none");
}
console.log(total(1), total(2, "b"));
const rows: Row[] = [["a"], ["b", 1], ["c", 1, 2]];
console.log(rows.map((row) => row[0] + (row.length - 1)), rows);
b[2] = "changed";
console.log(b, a.concat(b));
type Pair = [x: number, y?: number];
const pts: Pair[] = [[1], [2, 3]];
console.log(pts.map(([x, y = 10]) => x + y));
