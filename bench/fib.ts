// Recursive Fibonacci: calls and number arithmetic.
const benchStarted = performance.now();
function fib(n: number): number {
  return n < 2 ? n : fib(n - 1) + fib(n - 2);
}
console.log(fib(36));
console.error(`work-ms: ${(performance.now() - benchStarted).toFixed(1)}`);
