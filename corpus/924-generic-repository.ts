// Generic containers and constraints.
interface HasId { id: number }
class Repository<T extends HasId> {
  private items = new Map<number, T>();
  save(item: T): T { this.items.set(item.id, item); return item; }
  find(id: number): T | undefined { return this.items.get(id); }
  all(): T[] { return [...this.items.values()]; }
  remove(id: number): boolean { return this.items.delete(id); }
  count(predicate: (item: T) => boolean = () => true): number {
    return this.all().filter(predicate).length;
  }
}
interface User extends HasId { name: string; admin: boolean }
const users = new Repository<User>();
users.save({ id: 1, name: "ann", admin: true });
users.save({ id: 2, name: "bob", admin: false });
users.save({ id: 3, name: "cy", admin: false });
console.log(users.find(2)?.name, users.find(9)?.name ?? "none", users.count(), users.count((u) => !u.admin));
users.remove(1);
console.log(users.all().map((u) => u.name));
function maxBy<T>(items: T[], key: (item: T) => number): T | undefined {
  let best: T | undefined;
  let bestKey = -Infinity;
  for (const item of items) {
    const k = key(item);
    if (k > bestKey) { best = item; bestKey = k; }
  }
  return best;
}
console.log(maxBy(users.all(), (u) => u.name.length)?.name, maxBy([3, 9, 2], (n) => n));
class Pair<A, B> {
  constructor(readonly first: A, readonly second: B) {}
  swap(): Pair<B, A> { return new Pair(this.second, this.first); }
  toString(): string { return `(${this.first}, ${this.second})`; }
}
console.log(String(new Pair(1, "one").swap()), `${new Pair([1], true)}`);
