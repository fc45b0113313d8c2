// A function reading its own `this` (declared `this: T` or not): the
// object it was called on through a property, `call`, `apply` or `bind`
// (any value, for `call`), `undefined` when called plainly; `new` of an
// anonymous function through `any` makes the object its `this` fills.
function greet(this: { name: string }, prefix: string) {
  return prefix + " " + this.name;
}
console.log(greet.call({ name: "Bob" }, "Hi"), greet.apply({ name: "Sue" }, ["Hello"]));
const bound = greet.bind({ name: "Ann" });
console.log(bound("Hey"));
function whoAmI(this: any): string {
  return typeof this;
}
console.log(whoAmI(), whoAmI.call({}), whoAmI.call([1]));
const counter = {
  count: 1,
  inc: function (this: { count: number }, by: number) {
    this.count += by;
    return this.count;
  },
};
console.log(counter.inc(2), counter.inc(3), counter);
class Holder {
  value = 5;
  run(): number[] {
    const self = this;
    return [1, 2].map(function (x) {
      return x + self.value;
    });
  }
}
console.log(new Holder().run());
function maker() {
  return function (this: any, x: number, y: number) {
    this.x = x;
    this.y = y;
  } as any;
}
const Point = maker();
const p = new Point(1, 2);
console.log(p.x + p.y, p);
const api: any = { base: 10, add(n: number) { return this.base + n; }, plain: function (n: number) { return (this as any).base * n; } };
console.log(api.add(1), api.plain(2));
const detached = api.plain;
try { console.log(detached(3)); } catch (e) { console.log("threw", (e as Error).message); }
