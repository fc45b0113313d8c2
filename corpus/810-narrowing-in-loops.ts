// Narrowing inside loops, with early continue and break.
type Entry = { name: string; score: number | null };
const entries: Entry[] = [
  { name: "a", score: 10 },
  { name: "b", score: null },
  { name: "c", score: 7 },
  { name: "d", score: null },
  { name: "e", score: 12 },
];
let sum = 0;
let missing = 0;
for (const e of entries) {
  const s = e.score;
  if (s === null) {
    missing++;
    continue;
  }
  sum += s;
}
console.log(sum, missing);

function firstAbove(values: (number | string)[], limit: number): number | string {
  for (const v of values) {
    if (typeof v !== "number") continue;
    if (v > limit) return v;
  }
  return "none";
}
console.log(firstAbove([1, "x", 5, 9], 4), firstAbove(["a"], 0));

let cursor: string | undefined = "start";
const seen: string[] = [];
const next = new Map<string, string>([["start", "middle"], ["middle", "end"]]);
while (cursor !== undefined) {
  seen.push(cursor);
  cursor = next.get(cursor);
}
console.log(seen.join(" -> "));

let found: number | null = null;
for (let i = 0; i < 10; i++) {
  if (i * i > 20) {
    found = i;
    break;
  }
}
console.log(found === null ? "not found" : `found ${found}`);
