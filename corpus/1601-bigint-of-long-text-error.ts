// BigInt of text that is not an integer: V8 shows at most 1,000 code units
// of it in the SyntaxError, then an ellipsis (found by the CI fuzz lane).

for (const n of [999, 1000, 1001, 1500]) {
  try {
    BigInt("9".repeat(n - 1) + "x");
  } catch (e) {
    console.log(n, String(e).length, String(e).slice(-20));
  }
}
try {
  BigInt((-1e-300).toString(2));
} catch (e) {
  console.log(String(e));
}
try {
  BigInt("é".repeat(1200) + "x");
} catch (e) {
  console.log(String(e).length);
}
