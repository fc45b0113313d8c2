// Type aliases inside functions that need the function: 'typeof' a local, the function's type parameters, and one in an arrow's body.
function f() {
  const local = { k: 1, s: "q" };
  type L = typeof local;
  const y: L = { k: 2, s: "w" };
  const list: L[] = [y, local];
  return list.map((v: L) => v.k).join(",");
}
console.log(f());
function g<T>(a: T, b: T): string {
  type Pair = [T, T];
  const p: Pair = [a, b];
  return `${p[0]}-${p[1]}`;
}
console.log(g(1, 2), g("x", "y"));
const handler = () => {
  type Row = { id: number; tags: string[] };
  const rows: Row[] = [{ id: 1, tags: ["a"] }];
  return rows[0].tags.length;
};
console.log(handler());
