let calls = 0;
function def(): number { calls++; return 42; }
function f(a: number = def(), b: string = "b" + a): string { return a + ":" + b; }
console.log(f(), f(undefined), f(1));
const u: number | undefined = undefined;
console.log(f(u), f(u, undefined), calls);
class C { constructor(public x: number = def()) {} m(y: number = this.x + 1) { return y; } }
const c = new C(undefined);
console.log(c.x, c.m(), c.m(undefined), calls);
const arrow = (p: { a?: number; b?: { c?: string } } = {}) => {
  const { a = def(), b: { c = "dc" } = {} } = p;
  return `${a} ${c}`;
};
console.log(arrow(), arrow({ a: 1 }), arrow({ b: {} }), arrow({ b: { c: "z" } }));
const src: (number | undefined)[] = [undefined, 5];
const [p = def(), q = 7, r = 8] = src;
console.log(p, q, r);
interface MM { m?: { n?: string; o?: number[] } }
const mm: MM = { m: { o: [] } };
const { m: { n = "nn", o: [oo = 9] = [] } = {} } = mm;
console.log(n, oo);
interface PP { a?: number; b?: { c?: string } }
function fd(p: PP): string {
  const { b: { c = "dc" } = {} } = p;
  return c;
}
console.log(fd({}));
console.log(fd({ b: {} }));
console.log(fd({ b: { c: "z" } }));
