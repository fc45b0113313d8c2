// Map: construction from pairs, get/set/has/delete, chaining, NaN and -0
// keys, object keys by identity, size, keys/values/entries, forEach.
const m = new Map<string, number>([["one", 1], ["two", 2]]);
m.set("three", 3).set("one", 11);
console.log(m, m.size, m.get("one"), m.get("four"), m.has("two"));
console.log(m.delete("two"), m.delete("two"), m.size);
console.log([...m.keys()], [...m.values()], [...m.entries()]);
const numeric = new Map<number, string>();
numeric.set(NaN, "not a number").set(0, "zero").set(-0, "negative zero?");
console.log(numeric.get(NaN), numeric.get(0), numeric.size, numeric);
const a = { name: "a" };
const b = { name: "a" };
const byObject = new Map<{ name: string }, number>([[a, 1], [b, 2]]);
console.log(byObject.get(a), byObject.get(b), byObject.size);
const lengths = new Map<string, number>();
for (const w of ["apple", "fig", "kiwi", "banana"]) lengths.set(w, w.length);
const lines: string[] = [];
lengths.forEach((len, word) => lines.push(`${word}:${len}`));
console.log(lines.join(" "));
const sortedByLength = [...lengths.entries()].sort((x, y) => x[1] - y[1] || x[0].localeCompare(y[0]));
console.log(sortedByLength);
const inverted = new Map([...lengths].map(([k, v]) => [v, k] as [number, string]));
console.log(inverted);
m.clear();
console.log(m.size, m);
