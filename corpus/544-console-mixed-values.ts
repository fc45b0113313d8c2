// console.log of every kind of value in one line and nested.
class Point {
  constructor(public x: number, public y: number) {}
}
const values = {
  n: -0,
  big: 1e21,
  small: 1e-7,
  s: "it's",
  b: false,
  arr: [1, "two", [3]],
  p: new Point(1, 2),
  m: new Map<string, number>([["k", 1]]),
  set: new Set(["a"]),
  f: (x: number) => x,
  nested: { deeper: { deepest: { bottom: [1, 2] } } },
};
console.log(values);
console.log([new Point(0, 0), new Point(-1, 2.5)], [[] as number[]], [{}], {});
console.log("%s and %d and %i and %f", "text", 42.9, 42.9, "3.5");
console.log(-0, [-0], 0.1 + 0.2, [1e21, 1e-7], 100, "100");
console.log([undefined, null, NaN, Infinity, -Infinity]);
