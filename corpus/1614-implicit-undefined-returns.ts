// Functions that end without a return (or with a bare `return;`) where
// their result may be undefined: unannotated, annotated with a union or an
// alias that has undefined, unknown, any, or contextually typed. Each
// gives undefined of its result's representation.
function doubled(x: number) {
  if (x > 0) return x * 2;
}
type Maybe = string | undefined;
function label(x: number): Maybe {
  if (x > 1) return "big";
}
function early(x: number): number | undefined {
  if (x < 0) return;
  return x;
}
function pick(flag: boolean): unknown {
  if (flag) return { flag };
}
function loose(): any {}
async function later(x: number): Promise<number | undefined> {
  if (x > 5) return x;
}
const arrow = (x: number): number | void => {
  if (x) return 1;
};
function run(callback: () => unknown): unknown {
  return callback();
}
const quiet: () => unknown = () => {
  console.log("quiet ran");
};
function firstLong(words: string[]) {
  for (const word of words) {
    if (word.length > 3) return word;
  }
}
function findIndexOf(values: number[], wanted: number) {
  for (let i = 0; i < values.length; i++) {
    if (values[i] === wanted) return i;
  }
}
console.log(doubled(1), doubled(-1), label(0), label(3), early(-1), early(2));
console.log(pick(true), pick(false), loose(), arrow(0), arrow(1));
console.log(run(() => {
  console.log("side effect");
}), quiet());
console.log(firstLong(["a", "abcd"]), firstLong(["x"]), findIndexOf([4, 5], 5), findIndexOf([], 1));
const missing = doubled(-3);
console.log(missing === undefined, typeof missing, `${label(0)}`, (firstLong([]) ?? "none").length);
later(1).then((value) => console.log("later", value));
later(9).then((value) => console.log("later", value));
