// Small functions that call themselves: each call runs two levels of the
// recursion in scriptc's code; results, exceptions thrown at any depth,
// and counted values behave as before (stack overflow: 413, 960).
function fib(n: number): number {
  return n < 2 ? n : fib(n - 1) + fib(n - 2);
}
function depthThrow(n: number, at: number): number {
  if (n === at) throw new Error("at " + n);
  return n <= 0 ? 0 : 1 + depthThrow(n - 1, at);
}
function joinDown(n: number, sep: string): string {
  return n <= 0 ? "" : String(n) + sep + joinDown(n - 1, sep);
}
function collect(n: number, into: number[]): number[] {
  if (n > 0) {
    into.push(n * n);
    collect(n - 1, into);
  }
  return into;
}
interface Tree { left: Tree | null; right: Tree | null; value: number }
function build(depth: number): Tree | null {
  return depth === 0 ? null : { left: build(depth - 1), right: build(depth - 1), value: depth };
}
function sum(tree: Tree | null): number {
  return tree === null ? 0 : tree.value + sum(tree.left) + sum(tree.right);
}
function odd(n: number): boolean {
  return n === 0 ? false : even(n - 1);
}
function even(n: number): boolean {
  return n === 0 ? true : odd(n - 1);
}
function ack(m: number, n: number): number {
  return m === 0 ? n + 1 : n === 0 ? ack(m - 1, 1) : ack(m - 1, ack(m, n - 1));
}
console.log(fib(0), fib(1), fib(2), fib(25), fib(0.5), fib(-3), fib(-0));
for (const at of [0, 1, 2, 3, 7, 8, 100]) {
  try {
    console.log(depthThrow(8, at));
  } catch (e) {
    console.log("caught", (e as Error).message);
  }
}
console.log(joinDown(9, ","), joinDown(0, "-"), joinDown(3.5, "|"));
console.log(collect(7, []), collect(0, [1]));
console.log(sum(build(10)), sum(build(1)), sum(null));
console.log(odd(11), even(11), odd(0), ack(2, 3), ack(3, 3));
