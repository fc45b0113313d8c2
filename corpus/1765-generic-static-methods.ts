// Static methods with type parameters: inferred or written type
// arguments, generic async methods and generators, inherited by
// subclasses, and generic instance methods that are async or generators.
class Coll {
  static first<T>(xs: T[]): T | undefined {
    return xs[0];
  }
  static pair<A, B>(a: A, b: B): [A, B] {
    return [a, b];
  }
  static groupBy<T, K extends string>(xs: T[], key: (x: T) => K): Record<K, T[]> {
    const out = {} as Record<K, T[]>;
    for (const x of xs) (out[key(x)] ??= []).push(x);
    return out;
  }
  static zip<A, B>(a: A[], b: B[]): [A, B][] {
    return a.map((x, i) => [x, b[i]]);
  }
  static async delay<T>(value: T): Promise<T> {
    await null;
    return value;
  }
  static *repeat<T>(value: T, times: number): Generator<T> {
    for (let i = 0; i < times; i++) yield value;
  }
  static byId<T extends { id: number }>(items: T[]): Map<number, T> {
    return new Map(items.map((item) => [item.id, item]));
  }
  static wrap<T>(value: T): { value: T; wrapped: boolean } {
    return { value, wrapped: this.flag };
  }
  static flag = true;
}

class Sub extends Coll {}

console.log(Coll.first([1, 2]), Coll.first(["x"]), Coll.first<boolean>([]), Coll.pair(1, "b"));
console.log(Coll.groupBy(["apple", "avocado", "banana"], (s) => s[0]));
console.log(Coll.zip([1, 2], ["a", "b"]), Sub.zip([true], [null]));
console.log([...Coll.repeat("x", 2)], [...Sub.repeat(7, 3)]);
console.log(Coll.byId([{ id: 1, n: "a" }, { id: 2, n: "b" }]).get(2)?.n);
console.log(Coll.wrap(3), Sub.wrap("s"));

class Store<T> {
  private items: T[] = [];
  add(item: T): this {
    this.items.push(item);
    return this;
  }
  async mapLater<U>(f: (item: T) => U): Promise<U[]> {
    await null;
    return this.items.map(f);
  }
  *pairs<K>(key: (item: T) => K): Generator<[K, T]> {
    for (const item of this.items) yield [key(item), item];
  }
}

const store = new Store<string>().add("one").add("three");
console.log([...store.pairs((s) => s.length)]);

async function main(): Promise<void> {
  console.log(await Coll.delay(5), await Sub.delay("s"));
  console.log(await store.mapLater((s) => s.toUpperCase()));
}
main();
