// `risky` may throw: the call to it is followed by an inline test of
// `scr_pending` that branches to the catch block. `square` cannot throw:
// the call to it has no test, and as a leaf it has no stack guard.
// `depth` is recursive and the program has a `try`: it compares its frame
// address with `scr_stack_limit` on entry and throws Node's RangeError
// below it.
function risky(n: number): number {
  if (n < 0) throw new Error("negative");
  return n;
}
function square(n: number): number {
  return n * n;
}
function depth(n: number): number {
  return n <= 0 ? 0 : 1 + depth(n - 1);
}
try {
  console.log(risky(2) + square(3) + depth(3));
} catch (e) {
  console.log("caught", e instanceof Error ? e.message : "");
} finally {
  console.log("done");
}
