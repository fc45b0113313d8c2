// Iterators kept as values print as Node prints them: what a map's or a
// set's iterator has left, and the array, string and generator tags.
const m = new Map<string, number>([["a", 1], ["b", 2]]);
const entries = m.entries();
entries.next();
console.log(entries);
entries.next();
console.log(entries);
console.log(m.keys(), m.values());
const s = new Set(["x", "y"]);
console.log(s.values(), s.keys());
console.log(new Map<number, number>().keys());
console.log([1, 2].values(), [1].keys(), ["z"].entries());
console.log("hi"[Symbol.iterator]());
function* g(): Generator<number> {
  yield 1;
}
console.log(g());
console.log({ it: m.values() });
const nested = new Map<string, number[]>([["k", [1, 2, 3]]]);
console.log(nested.entries());
const big = new Map<number, string>();
for (let i = 0; i < 120; i++) big.set(i, "v" + i);
console.log(big.keys());
for (const key of m.keys()) console.log(key);
