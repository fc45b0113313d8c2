// Destructuring array elements in loops and swaps, with defaults and rest.
const pairs: [string, number][] = [["a", 1], ["b", 2], ["c", 3]];
for (const [key, value] of pairs) console.log(key.repeat(value));
const points = [[1, 2], [3, 4], [5, 6]];
let sx = 0;
let sy = 0;
for (const [x, y] of points) {
  sx += x;
  sy += y;
}
console.log(sx, sy);
const [first, second = 99, ...rest] = [10];
console.log(first, second, rest);
const [head, ...tail] = "hello world".split(" ");
console.log(head, tail);
let a = 1;
let b = 2;
[a, b] = [b, a];
console.log(a, b);
const matrix = [[1, 2, 3], [4, 5, 6]];
const [[m00, , m02], [, m11]] = matrix;
console.log(m00, m02, m11);
function minMax(xs: number[]): [number, number] {
  return [Math.min(...xs), Math.max(...xs)];
}
const [lo, hi] = minMax([5, 2, 9, 1]);
console.log(lo, hi);
