// Object.is (SameValue) and toReversed (a reversed copy).
console.log(Object.is(NaN, NaN), Object.is(0, -0), Object.is(-0, -0), Object.is(1, 1), Object.is(1, 2));
console.log(Object.is("a", "a"), Object.is("a", "b"), Object.is(true, true));
const o = { x: 1 };
console.log(Object.is(o, o), Object.is(o, { x: 1 }));
let n = 0;
const next = () => ++n;
console.log(Object.is(next(), 1), n);
const values = [0, -0, NaN, Infinity];
console.log(values.map((a) => values.map((b) => (Object.is(a, b) ? 1 : 0)).join("")).join(" "));
const xs = [1, 2, 3];
const ys = xs.toReversed();
ys.push(0);
console.log(xs, ys, ["a", "b"].toReversed(), [].toReversed());
const nested = [[1], [2]];
const flipped = nested.toReversed();
flipped[0].push(9);
console.log(nested, flipped);
