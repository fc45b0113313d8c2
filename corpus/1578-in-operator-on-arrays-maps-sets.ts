// The `in` operator on arrays, maps and sets (indices below the length,
// built-in properties and methods) beside objects, records and classes.
interface Opt {
  a: number;
  b?: string;
}
const o: Opt = { a: 1 };
console.log("a" in o, "b" in o);
const arr = [1, 2, 3];
console.log(0 in arr, 2 in arr, 3 in arr, -1 in arr, 1.5 in arr, "1" in arr, "length" in arr, "push" in arr, "nope" in arr);
const words: string[] = [];
console.log(0 in words, "map" in words);
const rec: Record<string, number> = { x: 1 };
console.log("x" in rec, "y" in rec);
class C {
  f = 1;
  m(): number {
    return this.f;
  }
}
const c = new C();
console.log("f" in c, "m" in c);
const m = new Map<string, number>([["k", 1]]);
console.log("size" in m, "get" in m, "k" in m);
const s = new Set<number>([1]);
console.log("size" in s, "add" in s, "1" in s);
for (let i = 0; i <= arr.length; i++) {
  if (i in arr) console.log("has", i);
}
