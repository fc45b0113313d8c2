// Generic functions, instantiated for each set of type arguments.
function identity<T>(value: T): T {
  return value;
}
function last<T>(items: T[]): T {
  return items[items.length - 1];
}
function mapValues<T, U>(items: T[], f: (item: T) => U): U[] {
  const out: U[] = [];
  for (const item of items) out.push(f(item));
  return out;
}
function zip<A, B>(left: A[], right: B[]): { first: A; second: B }[] {
  const out: { first: A; second: B }[] = [];
  for (let i = 0; i < Math.min(left.length, right.length); i++) {
    out.push({ first: left[i], second: right[i] });
  }
  return out;
}
function groupBy<T>(items: T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    const group = groups.get(k) ?? [];
    group.push(item);
    groups.set(k, group);
  }
  return groups;
}
function countWhere<T>(items: T[], predicate: (item: T) => boolean): number {
  return items.filter(predicate).length;
}
console.log(identity(42), identity("text"), identity<boolean>(false));
console.log(last([1, 2, 3]), last(["x", "y"]));
console.log(mapValues([1, 2, 3], (n) => n * 1.5), mapValues(["a", "bc"], (s) => s.length));
console.log(zip([1, 2, 3], ["one", "two"]));
console.log(groupBy(["apple", "avocado", "banana", "blueberry", "cherry"], (s) => s[0]));
console.log(countWhere([1, 5, 10, 15], (n) => n > 4), countWhere(["", "a"], (s) => s.length > 0));
interface HasId {
  id: number;
}
function byId<T extends HasId>(items: T[], id: number): T[] {
  return items.filter((item) => item.id === id);
}
console.log(byId([{ id: 1, label: "a" }, { id: 2, label: "b" }], 2));
function swap<A, B>(pair: { first: A; second: B }): { first: B; second: A } {
  return { first: pair.second, second: pair.first };
}
console.log(swap({ first: 1, second: "one" }));
