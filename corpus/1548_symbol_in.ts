// `KEY in object` for symbol keys: a unique symbol of a const and the
// well-known ones, on object types and class instances.
const K = Symbol("k");
interface A {
  kind: "a";
  [K]?: number;
}
const a: A = { kind: "a" };
console.log(K in a, "kind" in a);
a[K] = 1;
console.log(K in a);
class R {
  *[Symbol.iterator]() {
    yield 1;
  }
}
console.log(Symbol.iterator in new R(), Symbol.asyncIterator in new R());
