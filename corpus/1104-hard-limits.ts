// Hard limits behave as Node's: strings past the maximum length and
// arrays past the maximum length throw RangeErrors the program can catch,
// and the values involved are left as they were.
function attempt(label: string, action: () => void): void {
  try {
    action();
    console.log(label, "fit");
  } catch (e) {
    console.log(label, e instanceof RangeError, (e as Error).message);
  }
}
attempt("repeat", () => {
  console.log("xy".repeat(2 ** 28).length);
});
const big = "x".repeat(2 ** 28);
attempt("concatenation", () => {
  const doubled = big + big;
  console.log(doubled.length);
});
let grown = big;
attempt("append", () => {
  grown += big;
});
console.log(grown.length, big.length);
attempt("template", () => {
  console.log(`${big}${big}`.length);
});
attempt("join", () => {
  console.log([big, big, "!"].join("").length);
});
attempt("padStart", () => {
  console.log("a".padStart(2 ** 30).length);
});
attempt("new Array", () => {
  console.log(new Array<number>(2 ** 32).length);
});
attempt("negative length", () => {
  console.log(new Array<number>(-1).length);
});
const list = [1, 2, 3];
attempt("length assignment", () => {
  list.length = 2 ** 32;
});
console.log(list);
