// process.exit() with no code, or 0, is a normal exit.
let n = 0;
while (true) {
  n++;
  if (n === 4) {
    console.log("stopping at", n);
    process.exit();
  }
}
