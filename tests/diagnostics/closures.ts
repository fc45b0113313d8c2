// Closures the checker rejects, each with its own reason.
const untyped = (x) => x;
function outer(): number {
  return later(1);
  function later(n) {
    return n;
  }
}
function beforeItsVariables(): number {
  const first = helper(2);
  const offset = 1;
  return first;
  function helper(n: number) {
    return n + offset;
  }
}
const recursive = (n: number) => (n > 0 ? recursive(n - 1) : 0);
const notCallable = 5;
notCallable(1);
const twoArgs = (a: number, b: number): number => a + b;
twoArgs(1);
const wrong: (x: number) => string = (x: number) => x * 2;
