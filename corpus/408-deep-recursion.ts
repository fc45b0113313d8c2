// Recursion thousands of frames deep stays within the stack.
function sumTo(n: number): number {
  return n === 0 ? 0 : n + sumTo(n - 1);
}
function countDown(n: number): number {
  if (n === 0) return 0;
  return 1 + countDown(n - 1);
}
console.log(sumTo(5000), countDown(8000));
