// Numeric operators: ToInt32 for bitwise ops, the integer fast path of `%`.
function mix(a: number, b: number): number {
  return ((a | 0) ^ (b >>> 3)) + (a % b) - a ** 2;
}
console.log(mix(7, 3));
