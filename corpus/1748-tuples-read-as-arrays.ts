// Tuples of elements of different types read as arrays: the methods that
// leave the array as it is, spreads, loops, computed indexes, templates.

type Entry = [string, number];
const entries: Entry[] = [["apples", 3], ["pears", 0], ["plums", 12]];

for (const entry of entries) {
  console.log(entry.join("="), `${entry}`, String(entry), entry.at(-1), entry.includes(0));
}
console.log(entries.map((e) => e.map((part) => typeof part).join("/")).join(" "));

const row: [number, string, boolean] = [7, "seven", true];
console.log(row.slice(1), row.filter((v) => typeof v !== "string"), row.indexOf("seven"));
console.log(row.findIndex((v) => v === true), row.every((v) => Boolean(v)), row.some((v) => v === 8));
console.log([...row], [0, ...row], [...row, ...entries[0]].length, row.concat(["more"]));
console.log(row.toReversed(), row.keys().next(), [...row.entries()].map(([i, v]) => i + ":" + v));

for (const part of row) console.log(typeof part, part);
for (let i = 0; i < row.length; i++) console.log(i, row[i]);

function label(pair: readonly [string, number]): string {
  return pair.map(String).join(" x ");
}
console.log(label(["bolts", 40]), Array.from(row), new Set(row.map(String)).size);

const scores = Object.entries({ ann: 3, bob: 5 });
console.log(scores.map((s) => s.join(":")).join(", "), scores.flat());

const point: [x: number, y: number, name: string] = [1, 2, "origin"];
const total = point.reduce<number>((sum, v) => (typeof v === "number" ? sum + v : sum), 0);
console.log(total, point.join(), point.toString(), point.lastIndexOf(2));

const mixed: (string | number)[] = ["start"];
console.log(mixed.concat(entries[1]), mixed.concat(entries[2], ["end"]), entries.flatMap((e) => e));
const held: any = row;
console.log(held.length, held[1], held.join("+"), held.map((v: unknown) => typeof v), held.slice(-2));
const viewed: unknown = entries[0];
console.log(Array.isArray(viewed), JSON.stringify(viewed), JSON.stringify(entries));
