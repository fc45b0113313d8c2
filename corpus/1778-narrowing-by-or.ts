// Narrowing by '||' of conditions that each narrow the same variable:
// 'e instanceof A || e instanceof B' is an 'A | B' (typeof, discriminants
// and null checks too).
class NotFound extends Error { status = 404; }
class Forbidden extends Error { status = 403; }
class Other extends Error {}
function classify(e: unknown): string {
  if (e instanceof NotFound || e instanceof Forbidden) return `${e.name}:${e.status}:${e.message}`;
  if (e instanceof SyntaxError || e instanceof RangeError) return `builtin ${e.name} ${e.message}`;
  if (typeof e === "string" || typeof e === "number") return `primitive ${e}`;
  return "other";
}
const nf = new NotFound("missing"); nf.name = "NotFound";
console.log(classify(nf), classify(new Forbidden("no")), classify(new RangeError("r")), classify("s"), classify(4), classify(new Other("o")), classify(null));
type Shape = { kind: "a"; x: number } | { kind: "b"; x: number; y: number } | { kind: "c"; z: string };
function f(s: Shape): string {
  if (s.kind === "a" || s.kind === "b") return `ab ${s.x}`;
  return `c ${s.z}`;
}
console.log(f({ kind: "a", x: 1 }), f({ kind: "b", x: 2, y: 3 }), f({ kind: "c", z: "zz" }));
function g(v: string | number | boolean | null | undefined): string {
  if (v === null || v === undefined) return "nothing";
  if (typeof v === "boolean" || typeof v === "number") return `bn ${v}`;
  return v.toUpperCase();
}
console.log(g(null), g(undefined), g(true), g(3), g("s"));
