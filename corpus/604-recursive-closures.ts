// Closures that call themselves through their own name, and nested
// function declarations that are hoisted.
const factorial = (n: number): number => (n <= 1 ? 1 : n * factorial(n - 1));
console.log(factorial(10));

function fibonacciTable(count: number): number[] {
  const memo: number[] = [];
  function fib(n: number): number {
    if (n < 2) return n;
    if (memo[n] !== undefined) return memo[n];
    const result = fib(n - 1) + fib(n - 2);
    memo[n] = result;
    return result;
  }
  const out: number[] = [];
  for (let i = 0; i < count; i++) out.push(fib(i));
  return out;
}
console.log(fibonacciTable(15));

function usesHelperBeforeDeclaration(): string {
  return shout("hoisted") + "/" + whisper("too");
  function shout(text: string): string {
    return text.toUpperCase() + "!";
  }
  function whisper(text: string): string {
    return text.toLowerCase() + "...";
  }
}
console.log(usesHelperBeforeDeclaration());

function isEven(n: number): boolean {
  function even(k: number): boolean {
    return k === 0 ? true : odd(k - 1);
  }
  function odd(k: number): boolean {
    return k === 0 ? false : even(k - 1);
  }
  return even(n);
}
console.log(isEven(10), isEven(7));

const walk = function visit(depth: number): string {
  return depth === 0 ? "bottom" : "down(" + visit(depth - 1) + ")";
};
console.log(walk(3));
