// `new Map()` and `new Set()` with nothing to infer their types from are
// Map<any, any> and Set<unknown>, as tsc types them: keys of any kind,
// compared by SameValueZero; unions with one map or set.

const m = new Map();
m.set("a", 1);
m.set(2, "two");
m.set(-4398046512128, undefined);
m.set(-0, "zero");
m.set(NaN, "nan");
console.log(m, m.get("a"), m.get(2), m.get(0), m.get(NaN), m.has(-4398046512128), m.size);
for (const [k, v] of m) console.log(typeof k, k, v);
m.delete(2);
console.log([...m.keys()], m.has(2));

const s = new Set();
s.add(1);
s.add("x");
s.add(1);
s.add("1");
console.log(s, s.size, s.has("x"), s.has(1), s.has("2"));

const seen = new Map<string | number, number>();
for (const key of ["a", 1, "a", 2, 1, "1"]) seen.set(key, (seen.get(key) ?? 0) + 1);
console.log(seen);

console.log(JSON.stringify([new Map(), 7]), JSON.stringify([new Set([1]), 8]));
const either: Map<string, number> | number = Math.random() < 2 ? new Map([["k", 1]]) : 0;
console.log(typeof either === "number" ? either : either.get("k"));
