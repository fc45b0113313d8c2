// Generates the tables the runtime's unit tests compare against, with Node
// as the oracle:
//   number-to-string.tsv  bits of a double <TAB> String(value)
//   math.tsv              function <TAB> argument bits <TAB> result bits
// Run from this directory: node generate.js
"use strict";
const fs = require("fs");

// A fixed xorshift generator, so the tables are reproducible.
let state = 0x9e3779b97f4a7c15n;
function nextBits() {
  state ^= (state << 13n) & 0xffffffffffffffffn;
  state ^= state >> 7n;
  state ^= (state << 17n) & 0xffffffffffffffffn;
  return state;
}
const view = new DataView(new ArrayBuffer(8));
function fromBits(bits) {
  view.setBigUint64(0, bits);
  return view.getFloat64(0);
}
function toBits(value) {
  view.setFloat64(0, value);
  return view.getBigUint64(0).toString(16).padStart(16, "0");
}

const values = [0, -0, NaN, Infinity, -Infinity, 5e-324, -5e-324, 2.2250738585072014e-308,
  Number.MAX_VALUE, Number.MIN_VALUE, Number.EPSILON, Number.MAX_SAFE_INTEGER, 0.1, 0.2, 0.3,
  1 / 3, 2 / 3, 123.456, -123.456, 1e21, 1e-7, 9.999999999999999e20, 1.0000000000000001e-7];
for (let e = -330; e <= 310; e++) values.push(Number(`1e${e}`), Number(`1.5e${e}`), Number(`-7.25e${e}`));
for (let i = 0; i < 200; i++) values.push(i, -i, i / 7, i * 1e15, 2 ** i, 2 ** -i);
for (let i = 0; i < 3000; i++) {
  const value = fromBits(nextBits());
  if (!Number.isNaN(value)) values.push(value);
}
for (let i = 0; i < 1000; i++) {
  values.push(Number((Number(nextBits() % 100000000n) / 1000).toFixed(3)));
}
fs.writeFileSync("number-to-string.tsv", values.map((v) => `${toBits(v)}\t${String(v)}`).join("\n") + "\n");

const unary = ["sin", "cos", "tan", "asin", "acos", "atan", "sinh", "cosh", "tanh", "asinh",
  "acosh", "atanh", "exp", "expm1", "log", "log1p", "log2", "log10", "cbrt", "round", "sign"];
const inputs = [0, -0, 0.5, -0.5, 1, -1, 2, 3, 10, 100, 1e-10, 1e10, 700, -700, 710, NaN, Infinity,
  -Infinity, Math.PI, Math.E, 0.7, 1.1, 1e300, 5e-324];
for (let i = 0; i < 300; i++) inputs.push((Number(nextBits() % 2000000n) - 1000000) / 10000);
for (let i = 0; i < 100; i++) inputs.push(Number(nextBits() % 1000000n) / 1000000);
const rows = [];
for (const name of unary) {
  for (const x of inputs) rows.push(`${name}\t${toBits(x)}\t${toBits(Math[name](x))}`);
}
for (let i = 0; i < inputs.length; i++) {
  const x = inputs[i];
  const y = inputs[(i * 7 + 3) % inputs.length];
  rows.push(`pow\t${toBits(x)}\t${toBits(y)}\t${toBits(x ** y)}`);
  rows.push(`atan2\t${toBits(x)}\t${toBits(y)}\t${toBits(Math.atan2(x, y))}`);
  rows.push(`hypot\t${toBits(x)}\t${toBits(y)}\t${toBits(Math.hypot(x, y))}`);
}
// atan2 where |y / x| is near 2^60: fdlibm answers ±pi/2 past 2^60, where
// musl still divides.
for (let k = 55; k <= 70; k++) {
  for (const [y, x] of [[2 ** k, -1], [-(2 ** k), -1], [2 ** k + 12345, 3], [1, -(2 ** k)], [-1, 2 ** k]]) {
    rows.push(`atan2\t${toBits(y)}\t${toBits(x)}\t${toBits(Math.atan2(y, x))}`);
  }
}
fs.writeFileSync("math.tsv", rows.join("\n") + "\n");

// Number.prototype formatting methods:
//   number-methods.tsv  method <TAB> value bits <TAB> argument <TAB> result
const methodRows = [];
const formatValues = [0, -0, 1, -1, 0.5, 1.5, 2.5, -2.5, 1.005, 123.456, 0.000123, 1e-7, 1e21, 1e20,
  99.99, 9.995, 1 / 3, 2 / 3, Math.PI, -Math.E, 123456789.123, 5e-324, 1.7976931348623157e308, NaN,
  Infinity, -Infinity, 0.1, 0.3, 1234.5678, 0.045, 1.45, 8.345, 1e15 + 0.3];
for (let i = 0; i < 150; i++) {
  formatValues.push((Number(nextBits() % 2000000000n) - 1000000000) / Math.pow(10, Number(nextBits() % 12n)));
}
for (const v of formatValues) {
  for (const digits of [0, 1, 2, 3, 5, 10, 20]) {
    methodRows.push(`toFixed\t${toBits(v)}\t${digits}\t${v.toFixed(digits)}`);
    methodRows.push(`toExponential\t${toBits(v)}\t${digits}\t${v.toExponential(digits)}`);
  }
  methodRows.push(`toExponential\t${toBits(v)}\t-\t${v.toExponential()}`);
  for (const precision of [1, 2, 3, 6, 10, 21]) {
    methodRows.push(`toPrecision\t${toBits(v)}\t${precision}\t${v.toPrecision(precision)}`);
  }
  for (const radix of [2, 3, 7, 8, 16, 36]) {
    methodRows.push(`toString\t${toBits(v)}\t${radix}\t${v.toString(radix)}`);
  }
}
// `toLocaleString()` (en-US): ICU rounds the shortest digits half up.
for (const v of [...formatValues, 1.0005, 2.0005, 1.2345, 999.9995, 5e-7, -5e-7, -0.0004, 0.0005,
  123456789.12345, 1.5e300, 1e21, 9999.9999, 0.9995, -999999.9996]) {
  methodRows.push(`toLocaleString\t${toBits(v)}\t-\t${v.toLocaleString()}`);
}
fs.writeFileSync("number-methods.tsv", methodRows.join("\n") + "\n");
