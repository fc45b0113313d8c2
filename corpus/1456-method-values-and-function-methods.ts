class Counter {
  n = 0;
  static k = 3;
  inc(by: number): number { this.n += by; return this.n; }
  hello(name: string): string { return "hi " + name; }
}
const c = new Counter();
const h = c.hello;
console.log(h("bob"), typeof h, h.name);
const names = ["a", "b"].map(c.hello);
console.log(names);
const inc = c.inc;
try { inc(1); } catch (e) { console.log((e as Error).constructor.name); }
const bound = c.inc.bind(c);
console.log(bound(2), bound(3), c.n);
console.log([1, 2].map(c.inc.bind(c)));
function add(a: number, b: number): number { return a + b; }
const arrow = (s: string) => s.toUpperCase();
console.log(add.call(null, 2, 3), add.apply(undefined, [4, 5]), add.name, arrow.name);
const add5 = add.bind(null, 5);
console.log(add5(10), add5.name, typeof add5);
const up = arrow.bind(undefined);
console.log(up("x"));
class Greeter {
  constructor(private greeting: string) {}
  greet(name: string) { return `${this.greeting}, ${name}`; }
  log(): void { console.log("log", this.greeting); }
}
const g = new Greeter("Hello");
const greet = g.greet;
console.log(greet.call(g, "Ann"), greet.apply(new Greeter("Hi"), ["Bo"]), greet.name);
const handlers: Array<() => void> = [g.log.bind(g)];
handlers.forEach((h) => h());
g.log.call(g);
const m = g.greet;
console.log(m === g.greet, typeof m);
