// Default parameters in arrow functions and function expressions.
const greet = (name: string, greeting = "hello") => `${greeting}, ${name}`;
console.log(greet("ann"), greet("bob", "hi"));
const scale = function (x: number, factor: number = 2): number { return x * factor; };
console.log(scale(3), scale(3, 10));
const opt = (a: number, b?: number) => (b === undefined ? a : a + b);
console.log(opt(1), opt(1, 2));
console.log([1, 2, 3].map((x) => scale(x)));
