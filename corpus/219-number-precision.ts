// toPrecision and toExponential.
function show(n: number): string {
  return `${n.toPrecision(1)} ${n.toPrecision(3)} ${n.toPrecision(8)} | ${n.toExponential()} ${n.toExponential(0)} ${n.toExponential(3)}`;
}
console.log(show(0));
console.log(show(1));
console.log(show(123.456));
console.log(show(-0.000123456));
console.log(show(99.99));
console.log(show(1e21));
console.log(show(5e-324));
console.log(show(123456789));
console.log(show(2.5));
console.log((1.45).toPrecision(2), (1.55).toPrecision(2), (0.00001).toPrecision(1), (1e-7).toPrecision(3));
console.log(NaN.toPrecision(3), Infinity.toExponential(2), (-Infinity).toFixed(2), NaN.toFixed(2));
console.log((12345.6789).toPrecision(), (0.1).toExponential(20));
