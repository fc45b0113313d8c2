// Static members of generic classes: one set of statics whatever the
// type arguments (fields, private statics, static blocks, generic and
// plain static methods reading `this`), used from instances too.
class Stack<T> {
  static created = 0;
  static #secret = "s";
  static readonly EMPTY_NAME = "empty";
  private items: T[] = [];
  constructor(items: T[] = []) {
    this.items = items;
    Stack.created++;
  }
  static of<U>(...items: U[]): Stack<U> { return new Stack(items); }
  static empty<U>(): Stack<U> { return new Stack<U>(); }
  static secret(): string { return Stack.#secret + this.created; }
  static {
    Stack.created = 100;
  }
  push(x: T): this { this.items.push(x); return this; }
  get size(): number { return this.items.length; }
  toString(): string { return `Stack(${this.items.join(",")})#${Stack.created}`; }
}
const s = Stack.of(1, 2, 3).push(4);
const e = Stack.empty<string>().push("a");
console.log(String(s), String(e), s.size, Stack.created, Stack.EMPTY_NAME, Stack.secret());
class Pair<A, B> {
  constructor(readonly a: A, readonly b: B) {}
  static from<X, Y>(entries: [X, Y]): Pair<X, Y> { return new Pair(entries[0], entries[1]); }
  swap(): Pair<B, A> { return new Pair(this.b, this.a); }
}
console.log(Pair.from([1, "x"]).swap());

// A generic function whose result type names a generic class declared
// with a constructor of its own defaults: its rest parameter stays its own.
class Bag<T> {
  private items: T[];
  constructor(items: T[] = [], readonly label = "bag") {
    this.items = items;
  }
  static mk<U>(...items: U[]): Bag<U> {
    return new Bag(items);
  }
  get size(): number {
    return this.items.length;
  }
}
function bagOf<U>(...items: U[]): Bag<U> {
  return new Bag(items, "made");
}
console.log(Bag.mk(1, 2, 3).size, bagOf("a", "b").size, bagOf("a").label, new Bag<number>().size);
