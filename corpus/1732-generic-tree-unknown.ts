// A generic tree walked, mapped and measured through Tree<unknown>;
// a recursive JSON type; an iterable stack.
interface Tree<T> { value: T; children: Tree<T>[] }
function tree<T>(value: T, ...children: Tree<T>[]): Tree<T> { return { value, children }; }
const t = tree(1, tree(2, tree(4)), tree(3));
function* walk<T>(node: Tree<T>, depth = 0): Generator<[T, number]> {
  yield [node.value, depth];
  for (const child of node.children) yield* walk(child, depth + 1);
}
console.log([...walk(t)].map(([v, d]) => "  ".repeat(d) + v).join("\n"));
function mapTree<T, U>(node: Tree<T>, fn: (v: T) => U): Tree<U> {
  return { value: fn(node.value), children: node.children.map((c) => mapTree(c, fn)) };
}
console.log(JSON.stringify(mapTree(t, (v) => `n${v}`)));
const depthOf = (node: Tree<unknown>): number => 1 + Math.max(0, ...node.children.map(depthOf));
console.log(depthOf(t));
type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
function count(value: Json): number {
  if (Array.isArray(value)) return value.reduce<number>((n, v) => n + count(v), 0);
  if (value !== null && typeof value === "object") return Object.values(value).reduce<number>((n, v) => n + count(v), 0);
  return 1;
}
console.log(count(JSON.parse('{"a":[1,2,{"b":null}],"c":"x"}')));
class Stack<T> implements Iterable<T> {
  private items: T[] = [];
  push(...xs: T[]): this { this.items.push(...xs); return this; }
  pop(): T | undefined { return this.items.pop(); }
  get size(): number { return this.items.length; }
  *[Symbol.iterator](): Iterator<T> { for (let i = this.items.length - 1; i >= 0; i--) yield this.items[i]; }
}
const st = new Stack<string>().push("a", "b", "c");
console.log([...st], st.pop(), st.size, Array.from(st).join("|"));
for (const x of st) console.log("item", x);
const entries = Object.entries({ b: 2, a: 1, 10: "ten", 2: "two" });
console.log(entries, Object.keys({ z: 1, 1: 2, y: 3, 0: 4 }));
