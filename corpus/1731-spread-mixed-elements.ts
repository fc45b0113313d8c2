// Array literals spreading arrays of different element types, with
// enums, tuples, destructuring defaults, clones, sets and number text.
enum Color { Red = "red", Green = "green" }
enum Level { Low = 1, Mid, High }
const weights: Record<Level, number> = { [Level.Low]: 1, [Level.Mid]: 5, [Level.High]: 10 };
console.log(Color.Red, Level.Mid, Level[3], weights, Object.values(Color));
type Point = readonly [x: number, y: number];
const pts: Point[] = [[1, 2], [3, 4]];
const [[ax, ay], [bx]] = pts;
console.log(ax + ay + bx, pts.map(([x, y]) => Math.hypot(x, y).toFixed(3)));
const { a = 1, b: { c = "d" } = {}, ...rest } = { a: undefined, b: { c: undefined }, e: 5, f: "g" } as { a?: number; b?: { c?: string }; e: number; f: string };
console.log(a, c, rest);
function sum(...nums: number[]): number { return nums.reduce((s, n) => s + n, 0); }
const parts = [1, 2, 3] as const;
console.log(sum(...parts), sum(), Math.max(...[4, 9, 2]), [..."ab", ...[1]]);
const obj = { x: 1, nested: { y: [1, 2, { z: true }] } };
const copy = structuredClone(obj);
copy.nested.y.push(4);
console.log(obj.nested.y.length, copy.nested.y.length, JSON.stringify(copy));
const s = new Set([3, 1, 3, 2]);
console.log([...s].sort(), s.has(2), [...new Set("hello")].join(""));
const wm = new WeakMap<object, number>();
const key = {};
wm.set(key, 1);
console.log(wm.get(key), wm.has({}));
console.log(typeof null, typeof undefined, typeof (() => 1), typeof Symbol("s"), typeof 1n, Array.isArray([]));
console.log([[1, 2], [3]].flatMap((x) => x.map((y) => y * 2)));
console.log(Object.fromEntries([["a", 1], ["b", 2]]), Object.assign({}, { a: 1 }, { b: 2 }));
console.log("%s is %d years and %i", "Bob", 42.5, 42.9, "extra");
console.log([1, 2, 3].includes(2), "abc".includes("bc"), [NaN].includes(NaN), [NaN].indexOf(NaN));
const date = new Date(2020, 0, 31);
date.setMonth(1);
console.log(date.getMonth(), date.getDate());
console.log(Number.MAX_SAFE_INTEGER + 2, 2 ** 53 + 1, 0.1 * 3, 1 / 3, -0, [-0], Object.is(-0, 0), 5 % -3, -5 % 3);
console.log((1e-7).toString(), (123e-20).toFixed(2), (1.005).toFixed(2), (-1.5).toFixed(0), Math.round(-1.5), Math.round(2.5));
