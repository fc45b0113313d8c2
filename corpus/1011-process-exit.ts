// @exit: 3
// process.exit ends the program at once, with output written so far.
function check(values: number[]): void {
  for (const value of values) {
    if (value < 0) {
      console.log("negative value", value, "- stopping");
      process.exit(3);
    }
    console.log("ok", value);
  }
}
check([1, 2, -5, 7]);
console.log("never printed");
