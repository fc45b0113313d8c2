// @exit: 3
// process.exit ends the program with a status, after flushing output.
function check(value: number): void {
  if (value > 10) {
    console.log("value too large:", value);
    process.exit(3);
  }
  console.log("ok", value);
}
check(5);
check(50);
console.log("never printed");
