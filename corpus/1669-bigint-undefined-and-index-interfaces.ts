// A bigint read from a map (or an array past its end) that is missing is
// undefined: tested as such (the test was taken for always true, and the
// missing value then used as a bigint).
function g(): bigint { return 0n; }
function h(b: boolean): bigint { if (b) return 1n; return 0n; }
const m = new Map<number, bigint>();
function k(n: number): bigint { const c = m.get(n); if (c !== undefined) return c; return 7n; }
function k2(n: number): bigint { const c = m.get(n); if (c === undefined) return 7n; return c; }
function k3(n: number): bigint { const c = m.get(n); return c ?? 7n; }
console.log(g(), h(true), h(false), k(1), k2(1), k3(1));
function more(): void {
  let v: bigint | undefined = undefined;
  console.log(v === undefined, v);
  v = 3n;
  console.log(v === undefined, v !== undefined, v == undefined, v);
  function opt(b?: bigint): string { return b === undefined ? "none" : `got ${b}`; }
  console.log(opt(), opt(5n));
  const [p = 9n] = [] as bigint[];
  console.log(p);
  const arr: bigint[] = [1n];
  console.log(arr[5] === undefined, arr[0] === undefined, arr.find((x) => x > 5n) ?? "nf");
  const m = new Map<string, bigint>([["a", 1n]]);
  const got = m.get("b");
  console.log(got === undefined ? "missing" : got + 1n, m.get("a")! + 1n);
  let maybe: bigint | null = null;
  console.log(maybe === null, maybe ?? 0n);
  maybe = 4n;
  console.log(maybe === null, maybe ?? 0n, 4n === maybe, 5n === maybe);
}
more();
const memoF = new Map<number, bigint>();
function fact(n: number): bigint { if (n <= 1) return 1n; const c = memoF.get(n); if (c !== undefined) return c; const r = BigInt(n) * fact(n - 1); memoF.set(n, r); return r; }
console.log(fact(25));
console.log(fact(25).toString().length);

// An interface of one index signature is a record type.
interface Scores { [name: string]: number }
interface ById { [id: number]: string }
const s: Scores = {};
s.ann = 3; s["bob"] = 4;
const b: ById = { 1: "one" };
b[2] = "two";
function total(x: Scores): number { return Object.values(x).reduce((a, c) => a + c, 0); }
console.log(s, total(s), b, Object.keys(b), "ann" in s, s.zed);
interface Nested { [k: string]: { n: number } }
const n: Nested = { a: { n: 1 } };
for (const k in n) console.log(k, n[k].n);

// Local functions with optional parameters, called before and after.
function outer(): void {
  function opt(b?: bigint): string { return b === undefined ? "none" : `got ${b}`; }
  console.log(opt(), opt(5n));
  function o2(s?: string): string { return s ?? "d"; }
  console.log(o2(), o2("x"));
}
outer();
