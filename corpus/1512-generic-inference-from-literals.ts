// Type arguments inferred from the return context, defaults, object
// literals passed to a generic class's constructor (its parameter
// property), callbacks; ReadonlyMap and ReadonlySet parameters; a record
// filled with `??=`.
function make<T>(): T[] { return []; }
const nums: number[] = make();
nums.push(3);
function wrap<T = string>(value?: T): { value: T | undefined } { return { value }; }
const w = wrap(5);
console.log(nums, w.value);
interface Repo<T> { all(): T[]; }
class MemRepo<T> implements Repo<T> {
  constructor(private items: T[]) {}
  all(): T[] { return this.items; }
  map<U>(f: (t: T) => U): U[] { return this.items.map(f); }
}
const repo = new MemRepo([{ id: 1, n: "a" }, { id: 2, n: "b" }]);
console.log(repo.map((x) => x.n.toUpperCase()));
function sizes(m: ReadonlyMap<string, number>, s: ReadonlySet<string>): number { return m.size + s.size; }
console.log(sizes(new Map([["a", 1]]), new Set(["x", "y"])));
function groupBy<T, K extends string>(xs: readonly T[], key: (x: T) => K): Record<K, T[]> {
  const out = {} as Record<K, T[]>;
  for (const x of xs) (out[key(x)] ??= []).push(x);
  return out;
}
console.log(groupBy([1, 2, 3, 4], (n) => (n % 2 ? "odd" : "even")));
