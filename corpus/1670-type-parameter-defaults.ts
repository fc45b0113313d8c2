// Type parameters with defaults (aliases, interfaces, tuples, classes),
// left out or named without any type arguments.
type Result<T, E = string> = { ok: true; value: T } | { ok: false; error: E };
function parse(s: string): Result<number> {
  const n = Number(s);
  return Number.isNaN(n) ? { ok: false, error: `bad: ${s}` } : { ok: true, value: n };
}
for (const r of ["1", "x"].map(parse)) console.log(r.ok ? r.value * 2 : r.error);
interface Page<T, Meta = { total: number }> { items: T[]; meta: Meta }
const page: Page<string> = { items: ["a"], meta: { total: 1 } };
console.log(page.items.length, page.meta.total);
type Pair<A, B = A> = [A, B];
const pr: Pair<number> = [1, 2];
console.log(pr[0] + pr[1]);
class Box<T = number> { constructor(public v: T) {} }
const b: Box = new Box(5);
const bs: Box<string> = new Box("s");
console.log(b.v + 1, bs.v.length);
