// Caught values are `unknown`: narrowed with typeof and instanceof.
function describe(value: unknown): string {
  if (typeof value === "string") return `string of length ${value.length}`;
  if (typeof value === "number") return `number ${value.toFixed(2)}`;
  if (typeof value === "boolean") return `boolean ${value ? "yes" : "no"}`;
  if (value instanceof Error) return `error ${value.message}`;
  return `something else: ${String(value)}`;
}

const throwers: (() => void)[] = [
  () => { throw "text"; },
  () => { throw 3.14159; },
  () => { throw true; },
  () => { throw new Error("boom"); },
  () => { throw [1, 2]; },
  () => { throw null; },
  () => { throw undefined; },
];

for (const thrower of throwers) {
  try {
    thrower();
  } catch (e) {
    console.log(describe(e), "|", typeof e);
  }
}

const saved: unknown[] = [];
for (let i = 0; i < 3; i++) {
  try {
    if (i === 1) throw new Error(`error ${i}`);
    throw i;
  } catch (e) {
    saved.push(e);
  }
}
console.log(saved.length);
for (const value of saved) console.log(describe(value));

let last: unknown = "start";
console.log(describe(last));
last = 10;
console.log(describe(last));
