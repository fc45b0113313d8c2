// Template parts evaluate left to right, each exactly once.
let log = "";
function tick(label: string, value: number): number {
  log += label;
  return value;
}
const out = `${tick("a", 1)}-${tick("b", 2)}-${tick("c", 3)}`;
console.log(out, log);
let counter = 0;
function next(): number {
  counter++;
  return counter;
}
console.log(`${next()} ${next()} ${next() + next()}`, counter);
let s = "x";
const t = `${(s += "y")}|${s}|${(s += "z")}|${s}`;
console.log(t, s);
const nested = `outer(${`inner(${tick("d", 4)})`})`;
console.log(nested, log);
