// Integrity levels: Object.freeze, Object.seal and Object.preventExtensions
// of instances, object literals, records and arrays, the writes they
// forbid (TypeErrors, as in strict mode), and isFrozen/isSealed/isExtensible.
function t(label: string, f: () => void): void {
  try {
    f();
    console.log(label, "ok");
  } catch (e) {
    console.log(label, e instanceof TypeError, (e as Error).message);
  }
}
class Point {
  constructor(public x: number, public y: number) {}
  move(dx: number): void {
    this.x += dx;
  }
}
const p = new Point(1, 2);
console.log(Object.isFrozen(p), Object.isSealed(p), Object.isExtensible(p));
Object.freeze(p);
console.log(Object.isFrozen(p), Object.isSealed(p), Object.isExtensible(p));
t("p.x", () => { p.x = 5; });
t("move", () => p.move(3));
console.log(p.x, p);
const q = new Point(3, 4);
q.x = 10;
console.log(q.x);
interface Config { name: string; level?: number }
const c: Config = { name: "a" };
Object.seal(c);
c.name = "b";
t("add level", () => { c.level = 3; });
console.log(c, Object.isSealed(c), Object.isFrozen(c));
const r: Record<string, number> = { a: 1, b: 2 };
Object.freeze(r);
t("r.a", () => { r.a = 5; });
t("r.z", () => { r["z"] = 5; });
t("delete", () => { delete r.a; });
console.log(r);
const n: Record<string, number> = { a: 1 };
Object.preventExtensions(n);
n.a = 7;
t("n.b", () => { n.b = 1; });
delete n.a;
console.log(n, Object.isFrozen(n), Object.isSealed(n));
const xs = [3, 1, 2];
Object.freeze(xs);
t("xs[0]", () => { xs[0] = 9; });
t("push", () => { xs.push(4); });
t("pop", () => { xs.pop(); });
t("sort", () => { xs.sort(); });
t("reverse", () => { xs.reverse(); });
t("splice", () => { xs.splice(1, 1); });
t("fill", () => { xs.fill(0); });
t("length", () => { xs.length = 0; });
t("shift", () => { xs.shift(); });
t("unshift", () => { xs.unshift(1, 2); });
console.log(xs, Object.isFrozen(xs));
const frozen = Object.freeze({ a: 1, b: "x" });
t("assign", () => { Object.assign(frozen, { a: 2 }); });
const m: { a: number } = frozen;
t("m.a", () => { m.a = 3; });
console.log(frozen, Object.isFrozen(frozen), Object.isFrozen(5), Object.isExtensible("s"));
const words: string[] = ["a"];
Object.freeze(words);
t("words", () => { words[0] += "b"; });
class Counter {
  count = 0;
  label = "c";
}
const k = new Counter();
Object.freeze(k);
t("count++", () => { k.count++; });
t("label", () => { k.label += "x"; });
console.log(k);
for (let i = 0; i < 3; i++) {
  const tmp = new Point(i, i);
  if (i === 1) Object.freeze(tmp);
}
const fresh = new Point(0, 0);
fresh.x = 1;
console.log(fresh.x);
class Settings {
  readonly values: Map<string, number>;
  retries: number;
  constructor(retries: number) {
    this.retries = retries;
    this.values = new Map();
    Object.freeze(this);
  }
}
const s = new Settings(3);
s.values.set("a", 1);
console.log(s.values.get("a"), Object.isFrozen(s), Object.isFrozen(s.values));
const COLORS = Object.freeze(["red", "green"] as const);
console.log(COLORS, COLORS.length, Object.isFrozen(COLORS));
const ORIGIN = Object.freeze({ x: 0, y: 0 });
console.log(ORIGIN.x + ORIGIN.y, Object.isFrozen(ORIGIN));
const deep = { inner: { v: 1 } };
Object.freeze(deep);
deep.inner.v = 2;
console.log(deep, Object.isFrozen(deep.inner));
const anyObj: any = { a: 1 };
Object.freeze(anyObj);
console.log(Object.isFrozen(anyObj));
interface Opt { a: number; b?: string }
const sealed: Opt = { a: 1, b: "x" };
Object.seal(sealed);
try {
  (sealed as any).zz = 1;
  console.log("deleted");
} catch (e) {
  console.log((e as Error).message);
}
console.log(sealed);
const f: Opt = { a: 1 };
Object.freeze(f);
try {
  f.b = "y";
} catch (e) {
  console.log((e as Error).message);
}
console.log(f, Object.isFrozen({}), Object.isExtensible(Object.preventExtensions({})));
const e = {};
Object.preventExtensions(e);
console.log(Object.isFrozen(e), Object.isSealed(e));
// Objects freed after a freeze leave their blocks extensible for the next.
const made: Point[] = [];
for (let round = 0; round < 50; round++) {
  const point = new Point(round, round);
  if (round % 2 === 0) Object.freeze(point);
  made.push(point);
  if (made.length > 4) made.shift();
}
let writable = 0;
for (let round = 0; round < 50; round++) {
  const point = new Point(round, 0);
  point.y = round;
  if (Object.isExtensible(point)) writable++;
}
console.log(writable, made.map((point) => Object.isFrozen(point)).join(","));
// A method whose write fails, called where its result is boxed and where
// a try around the call catches it.
function attempt(label: string, action: () => unknown): void {
  try {
    console.log(label, action());
  } catch (e) {
    console.log(label, "threw", (e as Error).message);
  }
}
class Tally {
  value = 1;
  bump(): number {
    this.value += 1;
    return this.value;
  }
}
const tally = new Tally();
attempt("before", () => tally.bump());
Object.freeze(tally);
attempt("after", () => tally.bump());
try {
  tally.bump();
} catch (e) {
  console.log("direct", (e as Error).message, tally.value);
}
