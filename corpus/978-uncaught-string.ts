// @exit: 1
// Throwing a plain string that nobody catches.
function step(n: number): number {
  if (n > 2) throw "step limit exceeded";
  return n + 1;
}
let n = 0;
while (true) {
  n = step(n);
  console.log("step", n);
}
