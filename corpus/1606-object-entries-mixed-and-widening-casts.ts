// Object.entries/values of objects and instances whose properties differ in
// type (boxes: their union, or any), in for-of too; widening assertions
// (null as T | null, 5 as number | string).
interface User { name: string; age: number; admin: boolean; tags: string[] }
const user: User = { name: "ann", age: 31, admin: false, tags: ["a", "b"] };
console.log(Object.entries(user));
console.log(Object.values(user));
for (const [key, value] of Object.entries(user)) {
  console.log(key, typeof value, value);
}
const sizes = Object.values(user).map((v) => String(v).length);
console.log(sizes);
class Pt { x = 1; label = "p"; }
console.log(Object.entries(new Pt()), Object.values(new Pt()));
const lit = { a: 1, b: "two", c: null as string | null };
const entries: [string, string | number | null][] = Object.entries(lit);
console.log(entries, entries.length);
const report = Object.entries(lit).map(([k, v]) => `${k}=${v}`).join("&");
console.log(report);
class Node2 { v: number; constructor(v: number) { this.v = v; } }
let head = null as Node2 | null;
console.log(head);
head = new Node2(3);
console.log(head?.v);
const mixedValue = 5 as number | string;
console.log(typeof mixedValue, mixedValue);
const list = [] as number[];
list.push(1);
console.log(list);
const maybe = undefined as string | undefined;
console.log(maybe ?? "none");
