// Object.assign with an object literal as its target: a new object of the
// target's properties, then each source's in order (later ones win).
interface Point {
  x: number;
  y: number;
  label?: string;
}
const p: Point = { x: 1, y: 2 };
const q = Object.assign({}, p, { label: "q" });
console.log(q, q.label, q.x);
const defaults = { color: "red", size: 3 };
const merged = Object.assign({ name: "box" }, defaults, { size: 5 });
console.log(merged, merged.size + 1, Object.keys(merged));
const options: { verbose: boolean; depth: number } = Object.assign({ verbose: false, depth: 1 }, { depth: 4 });
console.log(options, JSON.stringify(Object.assign({ a: 1 }, { b: [1, 2] })));
