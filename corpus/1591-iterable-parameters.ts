// Iterable<T>: any iterable passed as itself (arrays, strings, sets, maps,
// generators, map iterators, classes and objects with [Symbol.iterator]),
// iterated as often as the callee likes, lazily where it is a generator.

function total(xs: Iterable<number>): number {
  let sum = 0;
  for (const x of xs) sum += x;
  return sum;
}

function twice(xs: Iterable<number>): string {
  const seen: number[] = [];
  for (const x of xs) seen.push(x);
  for (const x of xs) seen.push(x * 10);
  return seen.join(",");
}

function* countdown(from: number): Generator<number> {
  for (let n = from; n > 0; n--) yield n;
}

class Range implements Iterable<number> {
  private lo: number;
  private hi: number;
  constructor(lo: number, hi: number) {
    this.lo = lo;
    this.hi = hi;
  }
  *[Symbol.iterator]() {
    for (let i = this.lo; i < this.hi; i++) yield i;
  }
}

class Stack implements Iterable<string> {
  private items: string[] = [];
  push(item: string): this {
    this.items.push(item);
    return this;
  }
  [Symbol.iterator](): Iterator<string> {
    let index = this.items.length;
    const items = this.items;
    return {
      next: (): IteratorResult<string> =>
        index > 0 ? { value: items[--index], done: false } : { value: undefined, done: true },
    };
  }
}

const scores = new Map<string, number>([
  ["ada", 3],
  ["bob", 5],
]);

console.log(total([1, 2, 3]), total(new Set([4, 5, 4])), total(countdown(4)));
console.log(total(scores.values()), total(new Range(1, 5)), total(new Float64Array([0.5, 1.5])));
console.log(twice([1, 2]), twice(new Set([3])), twice(new Range(0, 2)));
console.log(twice(countdown(2)));

function firstOf<T>(xs: Iterable<T>): T | undefined {
  for (const x of xs) return x;
  return undefined;
}
console.log(firstOf("hey"), firstOf([true]), firstOf(new Set<string>()), firstOf(new Stack().push("a").push("b")));

const joined = (xs: Iterable<string>) => [...xs].join("+");
console.log(joined(new Set(["p", "q"])), joined(scores.keys()), joined("abc"), joined(new Stack().push("x").push("y")));

function describe(entries: Iterable<[string, number]>): string {
  let text = "";
  for (const [name, score] of entries) text += `${name}=${score};`;
  return `${text} (${[...entries].length})`;
}
console.log(describe(scores), describe([["zed", 9]]), describe(scores.entries()));
console.log(new Map(scores as Iterable<[string, number]>), Array.from(new Set([2, 1]) as Iterable<number>));

// Lazy: a generator handed over as an Iterable runs as the loop asks.
function* naturals(): Generator<number> {
  let n = 0;
  try {
    while (true) {
      console.log("making", n);
      yield n++;
    }
  } finally {
    console.log("generator closed");
  }
}
function takeThree(xs: Iterable<number>): number[] {
  const taken: number[] = [];
  for (const x of xs) {
    console.log("took", x);
    taken.push(x);
    if (taken.length === 3) break;
  }
  return taken;
}
console.log(takeThree(naturals()));

function uniques<T>(xs: Iterable<T>): Set<T> {
  return new Set(xs);
}
console.log(uniques("banana"), uniques([1, 1, 2]));

function* both(xs: Iterable<string>) {
  yield* xs;
  yield "end";
}
console.log([...both(["a", "b"])], Array.from(both(new Set(["z"]))));

function show(xs: Iterable<unknown>) {
  console.log(xs);
}
show([1, "a"]);
show(new Map([[1, 2]]));
show("text");
show(new Range(0, 1));

const literal = {
  *[Symbol.iterator]() {
    yield 1;
    yield 2;
  },
};
console.log(twice(literal));

interface Source {
  name: string;
  values: Iterable<number>;
}
const source: Source = { name: "s", values: new Set([4, 4, 5]) };
console.log(source.name, Array.from(source.values, (v) => v * 2), Math.max(...source.values));

function optionalTotal(xs?: Iterable<number>): number {
  return xs ? total(xs) : -1;
}
console.log(optionalTotal(), optionalTotal([1, 2]));

function pair(): Iterable<number> {
  return [7, 8];
}
const [p, q] = pair();
console.log(p, q, pair());
