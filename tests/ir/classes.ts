// Classes: `new` calls the runtime then the constructor (field initializers,
// parameter properties, body); a field read through a class-typed receiver
// is one load at a fixed offset; a method call is a direct call with `this`.
class Counter {
  count = 0;
  constructor(public name: string) {}
  bump(by: number): number {
    this.count += by;
    return this.count;
  }
}
const counter = new Counter("c");
counter.bump(2);
console.log(counter.count, counter);
