// Recursion: factorial, fibonacci, Ackermann, power set size.
function factorial(n: number): number {
  return n <= 1 ? 1 : n * factorial(n - 1);
}
function fib(n: number): number {
  if (n < 2) return n;
  return fib(n - 1) + fib(n - 2);
}
function ackermann(m: number, n: number): number {
  if (m === 0) return n + 1;
  if (n === 0) return ackermann(m - 1, 1);
  return ackermann(m - 1, ackermann(m, n - 1));
}
function hanoi(n: number, from: string, to: string, via: string): number {
  if (n === 0) return 0;
  const before = hanoi(n - 1, from, via, to);
  const after = hanoi(n - 1, via, to, from);
  return before + 1 + after;
}
console.log(factorial(10), factorial(20), factorial(170), factorial(171));
console.log(fib(25));
console.log(ackermann(2, 3), ackermann(3, 3));
console.log("hanoi moves:", hanoi(10, "A", "C", "B"));
