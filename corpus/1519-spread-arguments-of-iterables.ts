// Spread arguments of any iterable: map and set iterators, sets,
// generators and strings, into rest parameters, Math.max/min and push.
const m = new Map<string, number>([["a", 3], ["b", 7]]);
const s = new Set([4, 1, 9]);
function sum(...xs: number[]): number { return xs.reduce((a, b) => a + b, 0); }
const join = (...parts: string[]) => parts.join("-");
function* gen() { yield 2; yield 5; }
console.log(Math.max(...m.values()), Math.min(...s), sum(...s), sum(...m.values(), 1), join(..."abc"), join(...m.keys()), sum(...gen()));
const arr: number[] = [];
arr.push(...s, ...gen());
console.log(arr, Math.hypot(...[3, 4]));
