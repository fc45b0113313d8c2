// flat with a depth, and flat of elements that may or may not be arrays
// (through the runtime, on boxes, the result typed as tsc types it), and
// a missing array among arrays flattened: an undefined element, as in Node.
const nested = [[1], [2, [3, [4]]]];
console.log(nested.flat(), nested.flat(2), nested.flat(Infinity), nested.flat(0));
const mixed: (number | number[])[] = [1, [2, 3], 4];
console.log(mixed.flat(), mixed.flat(1));
const words = [["a", "b"], ["c"]];
console.log(words.flat(1), words.flat(3));
const depth = 1 + mixed.length;
console.log(nested.flat(depth));
const total = mixed.flat().reduce((sum, x) => sum + x, 0);
console.log(total);
const deep: (string | (string | string[])[])[] = ["x", ["y", ["z"]]];
for (const part of deep.flat()) console.log(typeof part, part);
console.log(deep.flat(2).join("+"));
const objs = [[{ id: 1 }], [{ id: 2 }, [{ id: 3 }]]];
const flatObjs = objs.flat();
console.log(flatObjs.length, JSON.stringify(flatObjs));
const pairs: [string, number][][] = [[["a", 1]], [["b", 2]]];
console.log(pairs.flat(2));
const maybe: (number[] | undefined)[] = [[1], undefined, [2]];
console.log(maybe.flat());
const maybe2: (number[] | undefined)[] = [[1], undefined, [2]];
console.log(maybe2.flat(1));
console.log(maybe2.flat());
const m3: (number[] | null)[] = [[1], null, [2]];
console.log(m3.flat());
const aa: (string[] | undefined)[] = [["x"], undefined];
console.log(aa.flat(), aa.flat().length, typeof aa.flat()[1]);
const oo: ({ k: number }[] | undefined)[] = [undefined, [{ k: 1 }]];
console.log(oo.flat());
