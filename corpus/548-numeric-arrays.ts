// Numeric arrays: statistics, running sums, and JavaScript number edges.
const data = [3.5, -1, 0, 42, 7.25, -0, 1e-7, 1e21, NaN, Infinity];
const finite = data.filter((x) => Number.isFinite(x));
const mean = finite.reduce((a, b) => a + b, 0) / finite.length;
console.log(finite.length, mean);
console.log(Math.max(...finite), Math.min(...finite), Math.max(), Math.min());
const running: number[] = [];
finite.reduce((acc, x) => {
  running.push(acc + x);
  return acc + x;
}, 0);
console.log(running);
console.log(data.map((x) => Math.sign(x)), data.map((x) => String(x)));
console.log(data.indexOf(NaN), data.includes(NaN), data.indexOf(-0), data.indexOf(0));
const sorted = [...finite].sort((a, b) => a - b);
console.log(sorted, sorted.map((x) => x.toFixed(2)));
const ints = Array.from({ length: 10 }, (_, i) => i * 7 % 10);
console.log(ints, ints.sort(), [...ints].sort((a, b) => b - a));
