// Functions are values: stored, passed, returned, compared and printed.
function square(x: number): number {
  return x * x;
}
function negate(x: number): number {
  return -x;
}
const operations: ((x: number) => number)[] = [square, negate, (x) => x + 100];
for (const operation of operations) console.log(operation(7));
const chosen = Math.random() < 2 ? square : negate;
console.log(chosen(4), chosen === square, chosen === negate);
function apply(f: (x: number) => number, values: number[]): number[] {
  return values.map(f);
}
console.log(apply(square, [1, 2, 3]), apply(negate, [4]));
function twice(f: (x: number) => number): (x: number) => number {
  return (x) => f(f(x));
}
const fourth = twice(square);
console.log(fourth(3), twice(twice(negate))(5));
console.log(typeof square, typeof fourth, square, fourth);
const table: { name: string; run: (a: number, b: number) => number }[] = [
  { name: "add", run: (a, b) => a + b },
  { name: "pow", run: (a, b) => a ** b },
  { name: "mod", run: (a, b) => a % b },
];
for (const entry of table) console.log(entry.name, entry.run(7, 3));
function pick(name: string): (a: number, b: number) => number {
  for (const entry of table) if (entry.name === name) return entry.run;
  return (a, b) => 0;
}
console.log(pick("pow")(2, 10), pick("none")(1, 1));
