// `risky` may throw: the call to it is followed by an inline test of
// `scr_pending` that branches to the catch block. `square` cannot throw:
// the call to it has no test.
function risky(n: number): number {
  if (n < 0) throw new Error("negative");
  return n;
}
function square(n: number): number {
  return n * n;
}
try {
  console.log(risky(2) + square(3));
} catch (e) {
  console.log("caught", e instanceof Error ? e.message : "");
} finally {
  console.log("done");
}
