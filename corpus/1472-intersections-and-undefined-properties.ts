type A = { a: number };
type B = { b: string };
const ab: A & B = { a: 1, b: "x" };
const dict: { [k: string]: number } = {};
dict["q"] = 3;
console.log(ab, dict);
type Named = { name: string };
type Aged = { age: number; nick?: string };
function describe(p: Named & Aged): string {
  return p.name + " " + p.age + " " + (p.nick ?? "-");
}
console.log(describe({ name: "a", age: 3 }), describe({ name: "b", age: 4, nick: "bee" }));
const withUndef = { id: 1, note: undefined, tag: "t" };
console.log(withUndef, JSON.stringify(withUndef), Object.keys(withUndef), withUndef.note === undefined);
