// Object spreads and rest patterns take their keys from the objects at run
// time, as JavaScript does: the source's own order, keys its static type
// does not name, no absent optional keys, integer keys first, a later key
// keeping an earlier one's place, and the source as it was when spread.
interface P { x: number; y?: number; tags?: string[]; name?: string }
const a: P = { x: 1 };
const b: P = { x: 2, y: 3, tags: ["t"], name: "b" };
console.log({ ...a }, { ...b });
console.log({ ...a, y: 9 }, { y: 9, ...a }, { y: 9, ...b });
console.log(JSON.stringify({ ...a, ...b }), Object.keys({ ...b, ...a }));
let counter = 0;
const o = { n: 1, m: 2 };
function bump(): number { o.n = 100; return ++counter; }
console.log({ ...o, k: bump() }, { k0: bump(), ...o, n: 5 });
const maybe: P | undefined = counter > 5 ? b : undefined;
console.log({ ...maybe, z: 1 });
const nums = { 2: "two", 1: "one", b: "b", a: "a" };
console.log({ z: 0, ...nums, 0: "zero" });
class K { #secret = 1; pub = 2; constructor(public c: string) {} get g() { return this.#secret; } }
console.log({ ...new K("c") });
const { x, ...rest } = b;
console.log(x, rest);
const { tags, ...others } = a;
console.log(tags, others);
function update(p: P, dy: number): P { return { ...p, y: (p.y ?? 0) + dy }; }
let p: P = a;
for (let i = 0; i < 3; i++) p = update(p, i);
console.log(p, update(b, 1));
const nested = { inner: { ...b, name: "nested" }, ...{ outer: true } };
console.log(nested, nested.inner.name, nested.outer);
const t: [number, string] = [1, "s"];
const fromT = { ...b, extra: t };
console.log(fromT.extra[1], fromT.tags?.length, fromT.y);
interface Q { x: number; y: number }
const pq: Q = { y: 1, x: 2 };
console.log({ ...pq });
const big2 = { x: 1, y: 2, z: 3 };
const qq: Q = big2;
console.log({ ...qq, w: 0 });
const { x: x2, ...rest2 } = qq;
console.log(x2, rest2);
class C2 { a = 1; b = "s"; get g() { return 5; } }
console.log({ ...new C2(), a: 9 });
