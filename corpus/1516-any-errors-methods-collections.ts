// Through `any`: Node's errors for missing methods and properties of
// undefined, getters, setters and methods with their `this`, sets given
// values of another kind, functions called with any number of arguments,
// `unknown` narrowed by `in` and `instanceof`, and typed values mixed in.
const cfg: any = JSON.parse('{"port":"80","hosts":["a","b"],"nested":{"deep":{"x":[1,{"y":2}]}}}');
try { cfg.hosts.nothing(); } catch (e) { console.log((e as Error).message); }
try { cfg.missing.x; } catch (e) { console.log((e as Error).message); }
try { cfg(); } catch (e) { console.log((e as Error).message); }
try { const f: any = 5; f(); } catch (e) { console.log((e as Error).message); }
console.log(`${cfg.hosts}`, String(cfg.nested));
class Counter { count = 0; get double() { return this.count * 2; } set value(v: number) { this.count = v; } bump() { this.count++; return this; } }
const c: any = new Counter();
c.value = 5; c.bump().bump();
console.log(c.double, c.count, c instanceof Counter, "bump" in c, "count" in c, typeof c.bump);
const s: any = new Set([1, 2]);
s.add("x"); console.log(s.has("x"), s.size, s);
const fn: any = function (this: any, a: number, b: number) { return [a, b, arguments.length]; };
console.log(fn(1), fn(1, 2, 3));
const obj: object = { a: 1 };
const rec: Record<string, unknown> = { k: [1, 2] };
const idx: { [k: string]: any } = { z: { w: 1 } };
console.log(obj, rec.k, idx.z.w, Object.entries(idx));
const u: unknown = JSON.parse('{"kind":"circle","r":2}');
if (typeof u === "object" && u !== null && "kind" in u && "r" in u) console.log(u.kind, u.r);
const err: unknown = new RangeError("bad");
if (err instanceof Error) console.log(err.name, err.message);
const mixed = { typed: [1, 2], dyn: cfg.nested as any, when: cfg.hosts.length };
console.log(mixed, JSON.stringify(mixed));
