// Optional and default parameters of arrow functions and function
// expressions; `Array(n)` without `new`; a function is itself (`===`,
// `includes`, `Object.is`, printing) after adapting to another type or a
// trip through `any`.

const scale = (x: number, y?: number) => x * 2 + (y ?? 0.5);
console.log(scale(1), scale(1, 2), scale(1, undefined));

const repeatJoin = (s: string, separator = "-", times: number = 2): string =>
  Array(times).fill(s).join(separator);
console.log(repeatJoin("a"), repeatJoin("a", "+"), repeatJoin("a", undefined, 3), repeatJoin("b", "", 4));

let calls = 0;
const next = () => ++calls;
const add = (a: number, b: number = next() * 10) => a + b;
console.log(add(1), add(1, 5), add(1), calls);

class TreeNode {
  constructor(public value: number) {}
}
const depth = (value: number, parent: TreeNode | null = null) => (parent ? parent.value : -1) + value;
console.log(depth(1), depth(2, new TreeNode(5)));

const shout = (label?: string) => (label === undefined ? "none" : label.toUpperCase());
console.log(shout(), shout("x"));

function runWithThree(callback: (n: number) => number) {
  return callback(3);
}
console.log(runWithThree((n, k = 4) => n * k));
const toggle = (on = true) => (on ? "on" : "off");
console.log(toggle(), toggle(false));
const field = (o: { a: number } = { a: 7 }) => o.a;
console.log(field(), field({ a: 1 }));
console.log([1, 2, 3].map((x, i = 0) => x + i));
console.log(Array(3).length, Array(2).fill(0), Array<string>(2).fill("x"));

type Log = (message: string, level?: number) => string;
const log: Log = (message, level = 1) => `${"!".repeat(level)}${message}`;
console.log(log("a"), log("b", 3));

function greet(name: string, greeting = "hello", times: number = 1): string {
  return (greeting + " " + name + " ").repeat(times).trim();
}
const greetOne: (name: string) => string = greet;
const greetAny = greet;
console.log(greetOne("a"), greetAny("b"), greetAny("c", "hi"), greetAny("d", undefined, 2));
console.log(greetOne === greet, greetOne, greet);

function double(x: number): number {
  return x * 2;
}
const quiet: (x: number) => void = double;
console.log(quiet === double, quiet);

const loose: (x: number) => number = scale;
const held: any = scale;
const back: (x: number) => number = held;
console.log(loose === scale, back === scale, back === held, held === back);
console.log([scale].includes(back), [back].indexOf(scale), Object.is(back, scale), Object.is(back, held));
console.log(Object.is(NaN, NaN), Object.is(0, -0), Object.is(held, 5));
