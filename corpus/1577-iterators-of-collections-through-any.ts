// keys(), values() and entries() of arrays, maps and sets held in `any`s:
// iterated, spread, printed, stepped by hand.
const m: any = new Map<string, number>([["a", 1], ["b", 2]]);
for (const [k, v] of m.entries()) console.log(k, v);
const s: any = new Set(["x", "y"]);
for (const e of s.entries()) console.log(e);
const arr: any = ["p", "q"];
for (const [i, v] of arr.entries()) console.log(i, v);
const holder: any = { m: new Map([[1, "one"]]) };
let n = 0;
for (const e of holder.m.entries()) n += e.length;
console.log(n);
console.log([...m.keys()], [...m.values()], [...s.values()], [...arr.keys()], Array.from(arr.values()));
const it = m.entries();
console.log(it);
console.log(it.next());
console.log(it, s.entries(), s.keys(), arr.entries());
const empty: any = new Map();
console.log(empty.keys(), [...empty.entries()]);
const typedSet = new Set([3, 1]);
for (const [a, b] of typedSet.entries()) console.log(a, b);
console.log(typedSet.entries(), [...typedSet.entries()]);
const labels = new Set(["u"]);
const setEntries = labels.entries();
console.log(setEntries.next(), setEntries);
