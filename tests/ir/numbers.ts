// Numeric operators: ToInt32 for bitwise ops, the integer fast path of `%`.
// (Called with more than one pair, so the ranges do not fold it away.)
function mix(a: number, b: number): number {
  return ((a | 0) ^ (b >>> 3)) + (a % b) - a ** 2;
}
console.log(mix(7, 3), mix(12, 5));
