// Library functions read as values: named as Node names them, called
// with the arguments a caller passes.
const toInt = parseInt;
const toFloat: (s: string) => number = parseFloat;
console.log(toInt("42px"), toInt("ff", 16), toFloat("3.5e2"), ["1", "2", "3"].map(toInt), ["10", "10", "10"].map(parseInt));
const log = console.log;
log("via value", 1, [2]);
[1, 2].forEach(console.log);
function apply(f: (x: number) => number, x: number): number { return f(x); }
console.log(apply(Math.sqrt, 16), apply(Math.floor, 2.7), [3.2, 4.8].map(Math.round));
const biggest = Math.max;
console.log(biggest(1, 5, 3), biggest());
const conv = [String, (x: unknown) => typeof x];
console.log(conv.map((f) => f(5)), String, parseInt, Math.abs, toInt.name, log.name);
const check = Boolean;
console.log(["a", "", "b"].filter(check), [0, 1, 2].map(Number).map(String), isNaN, [1, NaN].map(isNaN));
const enc = encodeURIComponent;
console.log(enc("a b&c"), ["x y"].map(encodeURIComponent));
