function firstOr<T>(xs: T[], fallback: T): T {
  const v = xs.length > 0 ? xs[0] : undefined;
  return v === undefined ? fallback : v;
}
console.log(firstOr([3, 4], 0), firstOr([] as number[], -1), firstOr(["a"], "z"), firstOr([] as string[], "z"));
class MemoCache<V> {
  private store = new Map<string, V>();
  hits = 0;
  get(key: string, make: () => V): V {
    const found = this.store.get(key);
    if (found !== undefined) { this.hits++; return found; }
    const made = make();
    this.store.set(key, made);
    return made;
  }
}
const cache = new MemoCache<number[]>();
let calls = 0;
for (const k of ["a", "b", "a", "a"]) cache.get(k, () => { calls++; return [k.length, calls]; });
console.log(cache.hits, calls, cache.get("b", () => []));
function pick<T extends { id: number }>(items: T[], id: number): T | undefined {
  for (const item of items) if (item.id === id) return item;
  return undefined;
}
const found = pick([{ id: 1, name: "one" }, { id: 2, name: "two" }], 2);
console.log(found?.name ?? "missing", pick([{ id: 1 }], 5) === undefined);
export {};
