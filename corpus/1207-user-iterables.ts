// User iterables: classes whose [Symbol.iterator]() is a generator method,
// iterated by for-of, spread and Array.from, generic ones included.
class Range {
  constructor(private start: number, private end: number) {}
  *[Symbol.iterator](): Generator<number> {
    for (let i = this.start; i < this.end; i++) yield i;
  }
}
class Bag<T> {
  private items: T[] = [];
  add(item: T): this {
    this.items.push(item);
    return this;
  }
  *[Symbol.iterator]() {
    for (const item of this.items) yield item;
  }
}
const r = new Range(2, 6);
for (const n of r) console.log(n);
console.log([...r], Array.from(new Range(0, 3)));
const bag = new Bag<string>().add("x").add("y");
for (const s of bag) console.log(s.toUpperCase());
console.log([...bag].join("|"));
