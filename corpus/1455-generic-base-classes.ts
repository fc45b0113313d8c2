abstract class Repo<T extends { id: number }> {
  protected items: Map<number, T> = new Map();
  constructor(public readonly name: string) {}
  add(item: T): void { this.items.set(item.id, item); }
  get(id: number): T | undefined { return this.items.get(id); }
  abstract describe(item: T): string;
  all(): string[] { return [...this.items.values()].map((x) => this.describe(x)); }
}
interface User { id: number; name: string }
class UserRepo extends Repo<User> {
  constructor() { super("users"); }
  describe(u: User): string { return `${u.id}:${u.name}`; }
}
class Stack<T> {
  protected data: T[] = [];
  push(x: T) { this.data.push(x); }
  pop(): T | undefined { return this.data.pop(); }
  get size() { return this.data.length; }
}
class LimitedStack<T> extends Stack<T> {
  constructor(private limit: number) { super(); }
  push(x: T) { if (this.size < this.limit) super.push(x); }
}
class Pair<A, B = string> { constructor(public a: A, public b: B) {} }
class NumPair extends Pair<number> { sum() { return this.a + this.b.length; } }
const r = new UserRepo();
r.add({ id: 1, name: "ann" });
r.add({ id: 2, name: "bob" });
console.log(r.name, r.all(), r.get(2)?.name, r instanceof Repo, r instanceof UserRepo);
const s = new LimitedStack<string>(2);
s.push("a"); s.push("b"); s.push("c");
console.log(s.size, s.pop(), s instanceof Stack, s instanceof LimitedStack);
const ns = new LimitedStack<number>(5); ns.push(4);
console.log(ns.pop(), ns);
const p = new NumPair(3, "abcd");
console.log(p.sum(), p, p instanceof Pair);
const st: Stack<number> = new Stack<number>();
console.log(st instanceof LimitedStack, st instanceof Stack);
function isStack(x: object): boolean { return x instanceof Stack; }
console.log(isStack(s), isStack(p));
