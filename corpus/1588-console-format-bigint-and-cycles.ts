// console.log's format directives: %d and %i of a bigint print it with
// its `n`, %f converts it, and %j of a value with a cycle is [Circular].
console.log("%d", 5n);
console.log("%i items", 12n);
console.log("%f", 7n);
console.log("%d %i %f", 1n, 2n, 3n);
const ring: { name: string; self?: unknown } = { name: "ring" };
ring.self = ring;
console.log("json:%j", ring);
console.log("%j and %j", { plain: [1, 2] }, ring);
const loose: any = { id: 1 };
loose.me = loose;
console.log("loose %j", loose, "after");
