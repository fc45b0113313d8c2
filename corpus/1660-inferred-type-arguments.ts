// Type arguments of a generic class inferred from a callback's annotated
// parameters, or, when nothing gives them, as tsc infers them: the
// parameter's default, else its constraint, else unknown; and optional
// parameter properties.
class Box<T> {
  items: T[] = [];
  add(item: T): this {
    this.items.push(item);
    return this;
  }
}
const b = new Box();
b.add(1).add("two");
console.log(b.items, b);
class Holder<T> {
  constructor(private readonly make: (seed: T) => string) {}
  run(seed: T): string {
    return this.make(seed);
  }
}
const h = new Holder((seed: number) => `seed ${seed.toFixed(1)}`);
console.log(h.run(2));
class Pair<A = string, B extends object = { n: number }> {
  first?: A;
  second?: B;
  constructor(first?: A, second?: B) {
    this.first = first;
    this.second = second;
  }
}
const p = new Pair();
console.log(p.first, p.second, p);
class Plain {
  constructor(public first?: number) {}
}
console.log(new Plain(), new Plain(2));
class Flags {
  constructor(public on?: boolean, private label?: string, readonly count?: number) {}
  show(): string {
    return `${this.on} ${this.label} ${this.count}`;
  }
}
console.log(new Flags().show(), new Flags(true).show(), new Flags(false, "x", 3).show(), new Flags(), new Flags(true, "y"));
