// Loops over a map's or a set's keys() and values() walk the collection live, as
// Node's iterators do: entries added during the loop are visited, deleted ones are not.
const m = new Map<string, number>([["a", 1], ["b", 2], ["c", 3]]);
for (const k of m.keys()) {
  if (k === "a") m.delete("b");
  if (k === "c") m.set("d", 4);
  console.log("key", k);
}
let n = 0;
for (const v of m.values()) {
  n += v;
  if (v === 1) { m.delete("a"); m.set("a", 10); }
  if (n > 100) break;
  console.log("value", v);
}
const s = new Set<number>([1, 2, 3]);
for (const x of s.values()) { if (x < 6) s.add(x * 2); console.log("set", x); }
for (const x of s.keys()) { s.delete(x + 1); console.log("setk", x); }
outer: for (const v of m.values()) {
  for (const w of m.values()) { if (w === 3) continue outer; console.log(v, w); }
}
const empty = new Map<number, string>();
for (const v of empty.values()) console.log(v);
for (const [k, v] of m.entries()) console.log(k, v);
for (const e of m) console.log(e);
const it = m.values();
console.log([...it]);
function sum(xs: Map<string, number>): number { let t = 0; for (const x of xs.values()) t += x; return t; }
console.log(sum(m));
for (let v of m.values()) { v += 1; console.log(v); }
for (const { length } of m.keys()) console.log(length);
const grow = new Map<number, number>([[1, 1]]);
for (const v of grow.values()) { if (v < 5) grow.set(v + 1, v + 1); console.log("grow", v); }
for (const k of grow.keys()) { grow.delete(k + 1); console.log("k", k); }
const byObject = new Map<object, number>(); const keyA = {}; const keyB = {}; byObject.set(keyA, 1).set(keyB, 2).set(keyA, 3);
console.log(byObject.get(keyA), byObject.get(keyB), byObject.get({}), byObject.size);
const byNumber = new Map<number, string>([[0, "zero"], [NaN, "nan"], [1.5, "x"]]);
console.log(byNumber.get(-0), byNumber.get(NaN), byNumber.get(1.5), byNumber.get(2), byNumber.has(-0));

// keys() and values() kept as iterators walk the collection live too.
function iterators(): void {
  const m = new Map<string, number>([["a", 1], ["b", 2]]);
  const keys = m.keys();
  const values = m.values();
  m.set("c", 3);
  m.delete("a");
  console.log(keys);
  console.log([...keys]);
  console.log(keys);
  console.log([...values]);
  const s = new Set<number>([1, 2, 3]);
  const it = s.values();
  console.log(it.next());
  s.delete(2);
  s.add(9);
  console.log(it.next(), it.next(), it.next());
  const ks = s.keys();
  console.log(Array.from(ks));
  function* twice(): Generator<number> { yield* m.values(); yield* m.values(); }
  console.log([...twice()]);
  const vs = m.values();
  for (const v of vs) { console.log("v", v); if (v === 2) m.set("z", 26); }
  const mk = new Map<object, string[]>();
  mk.set({}, ["x"]);
  const mv = mk.values();
  mk.clear();
  console.log(mv.next());
  console.log(new Map([[1, "one"]]).keys(), new Set(["q"]).values());
}
iterators();

// A set's entries() in a loop: [value, value], live.
function setEntries(): void {
  const s = new Set<string>(["a", "b"]);
  for (const [x, y] of s.entries()) { if (x === "a") s.add("c"); console.log(x, y); }
  for (const e of s.entries()) { console.log(e); if (s.size < 5) s.add("z" + s.size); }
  for (const x of s) console.log("plain", x);
  const m = new Map<number, string>([[1, "a"]]);
  for (const e of m.entries()) { console.log(e); if (m.size < 3) m.set(m.size + 1, "n"); }
  for (const [k] of m) console.log(k);
  for (const [, v] of m.entries()) console.log(v);
}
setEntries();
