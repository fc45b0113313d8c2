// Common numeric formatting and Math.
const prices = [19.99, 5, 0.1 + 0.2, 1234567.891, -0.5];
for (const p of prices) {
  console.log(p.toFixed(2), Math.round(p), Math.floor(p), Math.ceil(p), Math.trunc(p), Math.abs(p));
}
console.log((0.1 + 0.2).toPrecision(3), (1e-10).toExponential(2), (255).toString(2), (3.7).toString(16));
console.log(Number.MAX_SAFE_INTEGER, Number.EPSILON > 0, Number.MIN_VALUE, 2 ** 53 + 1);
console.log(Math.max(1, 5, 3), Math.min(), Math.sqrt(2), Math.cbrt(27), Math.log2(1024), Math.PI.toFixed(5));
console.log(7 % 3, -7 % 3, 7.5 % 2, 2 ** -1, 10 / 4, Math.floor(-7 / 2), (-7 / 2) | 0);
console.log(0.1 * 3, 1 / 3, 100 / 3, 1e21, 1e-7, 123e-20, -1e-7);
console.log(parseInt("ff", 16), parseInt("101", 2), (12.345).toFixed(1), (0.000001).toString(), String(1e100));
const avg = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
console.log(avg([1, 2, 3, 4]), avg([]), Number.isNaN(avg([])));
console.log(Math.hypot(3, 4), Math.sign(-3), Math.atan2(1, 1).toFixed(4), Math.exp(1) === Math.E);
