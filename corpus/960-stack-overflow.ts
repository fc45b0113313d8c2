// A stack overflow is a RangeError that can be caught; deep recursion
// works normally afterwards.
function depth(n: number): number {
  return depth(n + 1) + 1;
}
try {
  depth(0);
} catch (e) {
  console.log(e instanceof RangeError, (e as Error).message);
}
function sum(n: number): number {
  return n === 0 ? 0 : n + sum(n - 1);
}
console.log(sum(10000));
let reached = 0;
function probe(n: number): void {
  reached = n;
  probe(n + 1);
}
try {
  probe(0);
} catch (e) {
  console.log(String(e), reached > 10000);
}
function isEven(n: number): boolean { return n === 0 ? true : isOdd(n - 1); }
function isOdd(n: number): boolean { return n === 0 ? false : isEven(n - 1); }
console.log(isEven(5000));
try {
  isEven(1e9);
} catch (e) {
  if (e instanceof RangeError) console.log("mutual:", e.message);
}
const fact = (n: number): number => (n <= 1 ? 1 : n * fact(n - 1));
console.log(fact(20));
