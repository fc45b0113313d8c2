// util.inspect with options (depth, compact, breakLength, sorted,
// maxArrayLength, maxStringLength) and the older (value, showHidden,
// depth, colors) form; maxArrayLength counts the rest of sets and maps
// too (100 by default, as console.log shows them).
import * as util from "node:util";
const deep = { a: { b: { c: { d: { e: 1 } } } }, list: [1, 2, 3] };
console.log(util.inspect(deep));
console.log(util.inspect(deep, { depth: null }));
console.log(util.inspect(deep, { depth: 0 }));
console.log(util.inspect(deep, false, null, false));
console.log(util.inspect(deep, { compact: false }));
console.log(util.inspect(deep, { compact: true, depth: Infinity }));
console.log(util.inspect(deep, { breakLength: Infinity, depth: 10 }));
console.log(util.inspect({ b: 2, a: 1, c: [3, 1] }, { sorted: true }));
const many = Array.from({ length: 30 }, (_, i) => i * 3);
console.log(util.inspect(many, { maxArrayLength: 5 }));
console.log(util.inspect(many, { maxArrayLength: 0 }));
console.log(util.inspect(many, { breakLength: 40 }));
console.log(util.inspect(many, { compact: 1 }));
console.log(util.inspect("x".repeat(30), { maxStringLength: 10 }));
console.log(util.inspect(["a".repeat(20), "b".repeat(20)], { maxStringLength: 4 }));
const wide = { alpha: "aaaaaaaaaaaaaaaa", beta: "bbbbbbbbbbbbbbbbbb", gamma: "ccccccccccccccccccc", delta: [1, 2] };
console.log(util.inspect(wide, { compact: true }));
console.log(util.inspect(wide, { compact: true, breakLength: 40 }));
console.log(util.inspect(new Map([["z", 1], ["a", 2]]), { sorted: true }));
console.log(util.inspect(new Set([3, 1, 2]), { sorted: true, compact: false }));
class Point {
  constructor(public x: number, public y: number) {}
}
console.log(util.inspect([new Point(1, 2), { nested: new Point(3, 4) }], { depth: 0 }));
console.log(util.inspect([[[[1]]]], { depth: 1 }), util.inspect({}, { compact: false }), util.inspect([], { compact: false }));
console.log([deep]);
console.log(util.inspect(new Date(0), { depth: 0 }));
console.log(util.inspect(new Set(Array.from({ length: 8 }, (_, i) => i)), { maxArrayLength: 3 }));
console.log(util.inspect(new Map([[1, "a"], [2, "b"], [3, "c"]]), { maxArrayLength: 1 }));
console.log(util.inspect(new Uint8Array([1, 2, 3, 4]), { maxArrayLength: 2 }));
console.log(util.inspect("text\nwith lines that go on and on and on and on and on and on and on and on", { breakLength: 20 }));
console.log(util.inspect(42, { depth: 1 }), util.inspect(null, { depth: 1 }), util.inspect("q", { depth: 1 }));
console.log(new Set(Array.from({ length: 103 }, (_, i) => i)));
const big = new Map<number, number>();
for (let i = 0; i < 101; i++) big.set(i, i);
console.log(big);
