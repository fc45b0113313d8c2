// A function value where a function type with other parameter types is
// wanted, as tsc allows: unknown, unions and base classes as parameters,
// subclasses and boxes as results.
function apply(f: (x: number, label: string) => string, n: number): string { return f(n, "L"); }
const show = (x: unknown, label?: unknown) => `${label}:${typeof x}:${String(x)}`;
console.log(apply(show, 3));
const handlers: ((v: string) => void)[] = [];
const logAny = (v: unknown): void => { console.log("got", v); };
handlers.push(logAny);
handlers.forEach((h) => h("hello"));
type Pred = (n: number) => boolean;
const loose: (n: number | string) => boolean = (n) => typeof n === "number";
const strict: Pred = loose;
console.log([1, 2].filter(strict), strict(4));
class Animal { constructor(public name: string) {} }
class Dog extends Animal { bark() { return "woof"; } }
const describe = (a: Animal): string => a.name;
const dogDescriber: (d: Dog) => string = describe;
console.log(dogDescriber(new Dog("rex")));
const toAny: (n: number) => unknown = (n: number) => n * 2;
console.log(toAny(21));
const back: (n: number) => number | undefined = (n: number) => n + 1;
console.log(back(1));
const p = (s: string) => parseInt(s);
console.log(["1", "2", "3"].map(p), ["1.5", "2"].map(parseFloat), [1, 2].map(String), ["a", ""].filter(Boolean));
const f: (x: unknown) => string = (x) => String(x);
const g: (x: number) => string = f;
console.log(g(5));
const mixed = [1, "two", true];
console.log(mixed, mixed.length);
const cond = Math.random() > 2 ? [1, 2] : "none";
console.log(cond);
const nums = [1, 2, 3].map(Number);
console.log(nums, Math.max(...nums));
