// Reading past the end of a number array gives undefined; arithmetic on it
// gives NaN, and converting it to text gives "undefined".
const xs: number[] = [1];
const y = xs[5] + 1;
console.log(y, xs[5] * 2, -xs[5], `${xs[5]}`, String(xs[5]), xs[5], [xs[3], xs[0]]);
console.log("n=" + xs[9], Math.max(xs[2], 1), (xs[4] + 1).toFixed(2));
const total = xs[0] + xs[1];
console.log(total, isNaN(total), isNaN(xs[7]), Number.isNaN(xs[7]), Number.isNaN(total), Number.isNaN(0 / 0));
