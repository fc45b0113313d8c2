// Two-dimensional arrays: building, transposing, multiplying, printing.
type Matrix = number[][];
function identity(n: number): Matrix {
  return Array.from({ length: n }, (_, i) => Array.from({ length: n }, (_, j) => (i === j ? 1 : 0)));
}
function transpose(m: Matrix): Matrix {
  return m[0].map((_, column) => m.map((row) => row[column]));
}
function multiply(a: Matrix, b: Matrix): Matrix {
  return a.map((row) => b[0].map((_, j) => row.reduce((sum, value, k) => sum + value * b[k][j], 0)));
}
const a: Matrix = [
  [1, 2, 3],
  [4, 5, 6],
];
const b: Matrix = [
  [7, 8],
  [9, 10],
  [11, 12],
];
console.log(identity(3));
console.log(transpose(a));
console.log(multiply(a, b));
console.log(multiply(identity(2), multiply(a, b)));
const big = Array.from({ length: 6 }, (_, i) => Array.from({ length: 6 }, (_, j) => i * 6 + j));
console.log(big);
console.log(big.map((row) => row.reduce((s, v) => s + v, 0)));
const flat = big.flat();
console.log(flat.length, flat.slice(-3), Math.max(...flat));
