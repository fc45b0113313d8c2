// A mapped type over keys chosen at run time whose values name it again
// (a recursive record, over `string` and over literal keys), and one over
// a recursive interface.
type Rec<T> = { [K in string]: Rec<T> | T };
const r: Rec<number> = { a: 1, b: { c: 2, d: { e: 3 } } };
console.log(r, JSON.stringify(r));
type Labels<T> = { [K in "x" | "y"]: Labels<T> | T };
const labels: Labels<string> = { x: "a", y: { x: "b", y: "c" } };
console.log(labels, Object.keys(labels));
interface Node2 { value: number; next: Node2 | null }
type DeepReadonly<T> = { readonly [K in keyof T]: DeepReadonly<T[K]> };
const list: DeepReadonly<Node2> = { value: 1, next: { value: 2, next: null } };
console.log(list.next?.value, list);
