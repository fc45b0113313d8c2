// @exit: 5
// process.exit() ends with process.exitCode, after the 'exit' listeners,
// which see that code and run once (a listener calling process.exit
// again does not run them twice).
let exits = 0;
process.on("exit", (code) => {
  exits++;
  console.log(`exit listener: code ${code}, call ${exits}`);
  if (code === 4) {
    process.exitCode = 5;
  }
});
function finish(items: string[]): never {
  console.log("finishing with", items.length, "items");
  process.exitCode = items.length;
  process.exit();
}
const items = ["a", "b", "c", "d"];
try {
  finish(items);
} finally {
  console.log("finally blocks do not run on process.exit");
}
