// Overload signatures (functions, local functions, methods, static methods,
// constructors, generic functions): the implementation is the function.
function over(x: string): string;
function over(x: number): number;
function over(x: string | number): string | number { return typeof x === "string" ? x + "!" : x * 2; }
console.log(over("hi"), over(4));
function pick(x: string): string;
function pick(x: number[]): number;
function pick(x: any): any { return typeof x === "string" ? x.toUpperCase() : x.length; }
console.log(pick("abc"), pick([1, 2]), pick("q").length);
function outer(): string {
  function inner(a: number): string;
  function inner(a: string): string;
  function inner(a: number | string): string { return `<${a}>`; }
  return inner(1) + inner("s");
}
console.log(outer());
class C {
  m(x: number): number;
  m(x: string): string;
  m(x: number | string): number | string { return x; }
  static s(a: boolean): string;
  static s(a: number): string;
  static s(a: unknown): string { return String(a); }
}
console.log(new C().m(1), new C().m("z"), C.s(true), C.s(3));
class Point {
  x: number; y: number;
  constructor(x: number, y: number);
  constructor(xy: [number, number]);
  constructor(a: number | [number, number], b?: number) {
    if (Array.isArray(a)) { this.x = a[0]; this.y = a[1]; } else { this.x = a; this.y = b ?? 0; }
  }
}
console.log(new Point(1, 2), new Point([3, 4]));
function gen<T>(x: T): T;
function gen<T>(x: T, y: T): T[];
function gen<T>(x: T, y?: T): T | T[] { return y === undefined ? x : [x, y]; }
console.log(gen(1), gen("a", "b"));

// filter with a type predicate (an arrow, a function expression or a
// predicate function by name) gives an array of the narrowed type.
function isString(x: unknown): x is string { return typeof x === "string"; }
function filters(): void {
  const vals: unknown[] = [1, "two", 3, null, "four"];
  const strings = vals.filter(isString);
  console.log(strings.map((s) => s.toUpperCase()), strings.length);
  const nums = vals.filter((v): v is number => typeof v === "number");
  console.log(nums.reduce((a, b) => a + b, 0), nums);
  const mixed: (string | number | undefined)[] = ["a", 1, undefined, "b"];
  const onlyStrings = mixed.filter(function (m): m is string { return typeof m === "string"; });
  console.log(onlyStrings.join(""));
  const defined = mixed.filter((m): m is string | number => m !== undefined);
  console.log(defined);
  class A { a = 1 } class B { b = 2 }
  const objs: (A | B)[] = [new A(), new B(), new A()];
  const as = objs.filter((o): o is A => o instanceof A);
  console.log(as.length, as[0].a);
}
filters();
