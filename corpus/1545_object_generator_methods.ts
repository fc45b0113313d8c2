// Generator methods of object literals read `this` (the object they were
// called on) though their bodies start at the first next(): `this` was
// null there. And iterables written as object literals with
// *[Symbol.iterator]().
class Bag {
  items = [1, 2];
  *gen(): Generator<number> {
    yield* this.items;
  }
}
for (const x of new Bag().gen()) console.log(x);
const o = {
  n: 5,
  *count() {
    yield this.n;
  },
  plain() {
    return this.n;
  },
};
console.log(o.plain(), [...o.count()]);
function makeCounter(n: number) {
  return {
    n,
    *count() {
      for (let i = 0; i < this.n; i++) yield i;
    },
  };
}
const gen = makeCounter(3).count();
console.log(gen.next().value, [...gen]);
const unused = makeCounter(2).count();
console.log(typeof unused);
const iterable2 = {
  items: [1, 2, 3],
  *[Symbol.iterator]() {
    console.log("started", this.items.length);
    yield* this.items;
  },
};
const it3 = iterable2[Symbol.iterator]();
console.log(it3.next());
for (const x of iterable2) console.log(x);
const iterable = {
  items: [1, 2, 3],
  *[Symbol.iterator]() {
    yield* this.items;
  },
};
for (const x of iterable) console.log(x);
console.log([...iterable]);

class Sack {
  private items: string[] = [];
  add(item: string): this {
    this.items.push(item);
    return this;
  }
  *[Symbol.iterator](): Generator<string> {
    yield* this.items;
  }
  get [Symbol.toStringTag](): string {
    return "Sack";
  }
}
const bag = new Sack().add("a").add("b");
console.log([...bag], Array.from(bag));
console.log(String(bag));
console.log(bag);
