// isNaN, isFinite and the Number predicates on every kind of number.
function flags(n: number): string {
  return `${isNaN(n)} ${isFinite(n)} ${Number.isNaN(n)} ${Number.isFinite(n)} ${Number.isInteger(n)} ${Number.isSafeInteger(n)}`;
}
console.log(flags(0));
console.log(flags(-0));
console.log(flags(1.5));
console.log(flags(42));
console.log(flags(NaN));
console.log(flags(Infinity));
console.log(flags(-Infinity));
console.log(flags(2 ** 53));
console.log(flags(2 ** 53 - 1));
console.log(flags(-(2 ** 53 - 1)));
console.log(flags(1e300));
console.log(flags(5e-324));
function safeParse(text: string): number {
  const n = parseFloat(text);
  return Number.isNaN(n) ? 0 : n;
}
console.log(safeParse("12.5"), safeParse("abc"), safeParse("-3e2"));
