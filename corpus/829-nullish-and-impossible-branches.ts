// `??` on boxed unions, narrowing in branches tsc knows cannot run, and
// strings that hold `undefined` converted to text.
let w: number | null = 5;
const a = w ?? "y";
console.log(a, String(w ?? "y"), (w ?? 0) | 1);
w = null;
console.log(w ?? "z", (w ?? 7) * 2);
let v: number | null = null;
for (const e of [1, 2]) v = e > 1 ? -Infinity : null;
console.log(String(v ?? "x"), v ?? 3);
let t: number | null = null;
try {
  for (const e of [1, 2]) t = e > 1 ? 7 : null;
  throw new RangeError(String(t ?? "q"));
} catch (e) { console.log((e as Error).message); }
let both: number | string = 4;
if (typeof both === "number") { const n: number = both; console.log("number", n); }
else { const s: string = both; console.log("string", s); }
let maybe: number | null = null;
if (maybe !== null) { const n: number = maybe; console.log("never", n); }
console.log(`${maybe}`, `<${maybe ?? "none"}>`);
class P { x = 1; }
let p: P | null = null;
console.log(`${p}`, String(p));
p = new P();
console.log(`${p}`, String(p));
const unset: string | undefined = process.env.SCRIPTC_NOPE_NOT_SET;
console.log([`${unset}`, String(unset), unset + "", "" + unset, unset], { unset });
let text: string | undefined = "a";
text ??= "b";
let missing: string | undefined;
missing ??= "filled";
console.log(text, missing);
