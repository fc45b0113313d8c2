// @exit: 1
// An uncaught error with 'exit' listeners: the listeners run with status 1
// after the error is reported.
const started = Date.now() >= 0;
process.on("exit", (code) => {
  console.log("exit listener sees", code, started);
});
function load(name: string): number {
  if (name.length > 3) throw new Error(`cannot load ${name}`);
  return name.length;
}
console.log(load("abc"));
console.log(load("abcdef"));
