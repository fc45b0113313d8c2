// The type `object`: any non-primitive value (held as an `any`), passed
// around, stringified, used as a map key and narrowed to.
function describe(value: object): string {
  return JSON.stringify(value) + " " + Object.keys(value).length + " " + typeof value;
}
class Box { constructor(public v: number) {} }
console.log(describe({ a: 1 }), describe([1, 2]), describe(new Box(3)));
const cache = new Map<object, string>();
const key = { id: 1 };
cache.set(key, "one");
console.log(cache.get(key), cache.has({ id: 1 }), cache.size);
function isObject(x: unknown): x is object { return typeof x === "object" && x !== null; }
console.log(isObject({}), isObject(1), isObject(null));
const holder: { data: object | null } = { data: null };
holder.data = { deep: [1] };
console.log(holder);
