// String conversion of numbers: shortest round-trip digits, exponent rules.
function describe(n: number): string {
  return "[" + n + "] " + String(n) + " " + `${n}`;
}
console.log(describe(0));
console.log(describe(-0));
console.log(describe(1e21));
console.log(describe(999999999999999900000));
console.log(describe(1e-7));
console.log(describe(0.000001));
console.log(describe(-1.5e-9));
console.log(describe(2 ** 70));
console.log(describe(4.35));
console.log(describe(0.1 * 3));
console.log(describe(NaN) + describe(-Infinity));
console.log(describe(123456789.123) + describe(1.5e-7));
