// Generic type aliases that name themselves: a nullable object type (a
// linked list node), a union with the type parameter (nested arrays, a
// tree of leaves) and an optional tail. The checker recursed without end.
type Nested<T> = T | Nested<T>[];
const n: Nested<number> = [1, [2, [3]]];
function flat<T>(x: Nested<T>): T[] { return Array.isArray(x) ? x.flatMap((y) => flat(y)) : [x]; }
console.log(flat(n), JSON.stringify(n));
type Tree<T> = T | { left: Tree<T>; right: Tree<T> };
const t: Tree<string> = { left: "a", right: { left: "b", right: "c" } };
console.log(JSON.stringify(t));
type MaybeNode<T> = undefined | { v: T; rest?: MaybeNode<T> };
const mn: MaybeNode<number> = { v: 1, rest: { v: 2 } };
console.log(mn, mn?.rest?.v, mn?.rest?.rest);
type List<T> = null | { head: T; tail: List<T> };
function sum(l: List<number>): number { return l === null ? 0 : l.head + sum(l.tail); }
console.log(sum({ head: 1, tail: { head: 2, tail: null } }));

class LinkedList<T> implements Iterable<T> {
  private head: { value: T; next: LinkedListNode<T> } | null = null;
  private _size = 0;
  static from<U>(items: Iterable<U>): LinkedList<U> {
    const l = new LinkedList<U>();
    for (const x of items) l.append(x);
    return l;
  }
  append(value: T): void {
    const node = { value, next: null as LinkedListNode<T> };
    if (!this.head) this.head = node;
    else { let cur = this.head; while (cur.next) cur = cur.next; cur.next = node; }
    this._size++;
  }
  get size() { return this._size; }
  *[Symbol.iterator](): Iterator<T> { for (let n: LinkedListNode<T> = this.head; n; n = n.next) yield n.value; }
  map<U>(f: (x: T) => U): LinkedList<U> { return LinkedList.from([...this].map(f)); }
}
type LinkedListNode<T> = { value: T; next: LinkedListNode<T> } | null;
const list = LinkedList.from([3, 1, 2]);
console.log([...list], list.size, [...list.map((x) => x * 10)], Array.from(list).sort());
const m = new Map<string, number[]>([["a", [1]], ["b", []]]);
m.get("a")!.push(2);
for (const [k, v] of m) console.log(k, v.length);
console.log([...m.keys()].join(), Object.fromEntries(m), new Set("hello"));
const ws = new WeakMap<object, string>();
const key = {};
ws.set(key, "v");
console.log(ws.get(key), ws.has({}));
function* range(start: number, end: number, step = 1) { for (let i = start; i < end; i += step) yield i; }
const evens = [...range(0, 10, 2)];
console.log(evens, Math.max(...range(0, 5)));
const it = range(0, 3)[Symbol.iterator]();
console.log(it.next(), [...it]);
const entries = Object.entries({ x: 1, y: 2 }).map(([k, v]) => `${k}${v}`);
console.log(entries, Array.from({ length: 3 }, (_, i) => i * i), Array(3).fill(0));
const set = new Set([1, 2, 3]);
set.delete(2);
console.log([...set].map((x) => x * 2), set.size, [...new Set([...set, 5, 1])]);
console.log([[1, 2], [3, [4, 5]]].flat(2), [1, 2].flatMap((x) => [x, x]));
