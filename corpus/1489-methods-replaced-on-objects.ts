// A method replaced on an object (`this.match = bound`, `obj.reset = f`),
// as routers and memoizers do: calls through the class, a subclass, an
// array of the base type and `any` all reach the replacement, which is the
// object's own property when printed.
class Counter {
  count = 0;
  step(by: number): number {
    this.count += by;
    return this.count;
  }
  reset(): void {
    this.count = 0;
  }
  describe() {
    return "counter " + this.count;
  }
}
class Fast extends Counter {
  step(by: number): number {
    return super.step(by * 2);
  }
}
const a = new Counter();
const b = new Fast();
console.log(a.step(1), b.step(1), a, b);
b.step = (by) => -by;
console.log(b.step(5), a.step(5));
const f = b.step;
console.log(f(3), typeof a.step);
let resets = 0;
a.reset = () => { resets++; };
a.reset(); a.reset();
console.log(resets, a.count, a);
a.describe = function () { return "replaced"; };
const items: Counter[] = [a, b, new Counter()];
console.log(items.map((c) => c.describe()), items.map((c) => c.step(1)));
const any: any = a;
console.log(any.describe(), any.step(2));
class Lazy {
  compute(n: number): number {
    const table = new Map<number, number>();
    this.compute = (m: number) => table.get(m) ?? -1;
    table.set(n, n * n);
    return n * n;
  }
}
const lazy = new Lazy();
console.log(lazy.compute(4), lazy.compute(4), lazy.compute(5));

interface Matcher {
  match(path: string): string;
}
class Router implements Matcher {
  routes = ["/a", "/b"];
  match(path: string): string {
    const known = new Set(this.routes);
    this.match = (p: string) => (known.has(p) ? "hit " + p : "miss " + p);
    return "built, " + this.match(path);
  }
}
const router: Matcher = new Router();
console.log(router.match("/a"), router.match("/b"), router.match("/c"));
