// An object's property read by a key known only at run time (keyof from Object.keys, a key list, a getter in an object literal), and a Record of unknowns asserted to be an object type.
interface Person { name: string; age: number; email?: string; tags: string[] }
const p: Person = { name: "ann", age: 30, tags: ["a", "b"] };
for (const key of Object.keys(p) as (keyof Person)[]) {
  const value = p[key];
  console.log(key, typeof value, value);
}
function describe(o: Person, keys: (keyof Person)[]): string {
  return keys.map((k) => `${k}=${JSON.stringify(o[k])}`).join("&");
}
console.log(describe(p, ["name", "tags", "email"]));
const raw: Record<string, unknown> = { name: "bo", age: 41, tags: [] };
const asPerson = raw as unknown as Person;
const viewed = raw as { name?: unknown };
console.log(asPerson.name.toUpperCase(), asPerson.age + 1, viewed.name);
const o = { a: 1, get b() { return this.a + 1; }, c: "s" };
const keys = ["a", "b", "c"] as const;
const picked = keys.map((k) => o[k]);
console.log(picked);
interface Box { w: number; h: number; label?: string }
const bx: Box = { w: 2, h: 3 };
const dims = (["w", "h", "label"] as (keyof Box)[]).map((k) => bx[k]);
console.log(dims);
