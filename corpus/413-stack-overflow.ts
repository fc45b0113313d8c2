// @exit: 1
// Unbounded recursion ends the program with Node's RangeError (on stderr,
// exit status 1) after what was printed so far.
function depth(n: number): number {
  return depth(n + 1) + 1;
}
function countDown(n: number): number {
  return n === 0 ? 0 : 1 + countDown(n - 1);
}
console.log("before", countDown(5000));
console.log(depth(0));
console.log("not reached");
