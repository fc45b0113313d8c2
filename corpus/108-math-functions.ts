// Every Math function on ordinary and special inputs.
function row(x: number): void {
  console.log(x, Math.abs(x), Math.floor(x), Math.ceil(x), Math.round(x), Math.trunc(x), Math.sign(x));
  console.log("  sqrt", Math.sqrt(x), "cbrt", Math.cbrt(x), "fround", Math.fround(x));
  console.log("  exp", Math.exp(x), Math.expm1(x), "log", Math.log(x), Math.log1p(x), Math.log2(x), Math.log10(x));
  console.log("  trig", Math.sin(x), Math.cos(x), Math.tan(x), Math.atan(x));
  console.log("  inv", Math.asin(x), Math.acos(x), Math.atanh(x));
  console.log("  hyp", Math.sinh(x), Math.cosh(x), Math.tanh(x), Math.asinh(x), Math.acosh(x));
  console.log("  int", Math.clz32(x), Math.imul(x, 3));
}
row(0);
row(-0);
row(0.5);
row(-0.5);
row(1);
row(-1);
row(2.5);
row(-2.5);
row(3.7);
row(10);
row(100);
row(1e-10);
row(NaN);
row(Infinity);
row(-Infinity);
