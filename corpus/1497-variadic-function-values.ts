// Rest parameters in function types and function values: variadic
// closures, functions with rest parameters used as values, wrappers typed
// `(...args: any[]) => any` given fixed-arity functions, and the reverse.

type Handler = (...args: any[]) => any;

function traced(name: string, fn: Handler): Handler {
  return (...args: any[]) => {
    const result = fn(...args);
    console.log(`${name}(${args.join(", ")}) -> ${result}`);
    return result;
  };
}

const mul = traced("mul", (a: number, b: number) => a * b);
mul(6, 7);
mul(2, 3, 99);

function total(...values: number[]): number {
  let sum = 0;
  for (const v of values) sum += v;
  return sum;
}

const alias = total;
console.log(alias(), alias(1), alias(1, 2, 3));
const typed: (...values: number[]) => number = total;
console.log(typed(...[10, 20], 30));
const tracedTotal = traced("total", total);
tracedTotal(4, 5, 6);

// Variadic values in collections and objects.
const joiners: Array<(...parts: string[]) => string> = [
  (...parts) => parts.join("-"),
  (first: string, second: string) => `${first}+${second}`,
  (...parts: string[]) => String(parts.length),
];
for (const join of joiners) console.log(join("x", "y", "z"));

const console2 = {
  lines: [] as string[],
  write: (...items: unknown[]) => items.map((item) => String(item)).join(" "),
};
console2.lines.push(console2.write("a", 1, true, null));
console2.lines.push(console2.write());
console.log(console2.lines);

// A method with a rest parameter read as a value.
class Bag {
  items: string[] = [];
  add(...more: string[]): number {
    for (const item of more) this.items.push(item);
    return this.items.length;
  }
}
const bag = new Bag();
const addAll = (...more: string[]) => bag.add(...more);
console.log(addAll("p", "q"), addAll(), bag.items);

// A variadic function used where a callback of fixed arity is wanted.
const argCount = (...args: unknown[]) => args.length;
console.log([5, 6].map(argCount), ["k"].filter((...args: unknown[]) => args.length === 3));

// Partial application over a rest parameter.
function partial(fn: (...args: number[]) => number, ...bound: number[]) {
  return (...rest: number[]) => fn(...bound, ...rest);
}
const addFrom10 = partial(total, 10);
console.log(addFrom10(1, 2), partial((...xs: number[]) => xs.length, 3)(1, 2), partial((a: number, b: number) => a - b, 100)(1));

// Through `any`.
const loose: any = (...words: string[]) => words.reverse().join(" ");
console.log(loose("one", "two", "three"));
