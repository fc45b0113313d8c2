// Reads through object types and discriminated unions of objects made by
// literals, classes and JSON.parse.
interface P { x: number; y?: number; name: string }
const list: P[] = [];
for (let i = 0; i < 5; i++) list.push({ x: i, name: "n" + i });
list.push({ x: 9, y: 3, name: "z" });
const a: any = { x: 1, name: "a" };
list.push(a);
delete a.x;
a.x = 42;
let total = 0;
for (const p of list) { total += p.x; console.log(p.name, p.x, p.y); }
console.log(total);
type Shape = { kind: "c"; r: number } | { kind: "s"; side: number } | { kind: "t"; a: number; b: number };
const shapes: Shape[] = [{ kind: "c", r: 1 }, { kind: "s", side: 2 }, { kind: "t", a: 3, b: 4 }];
for (const s of shapes) {
  switch (s.kind) { case "c": console.log(s.r); break; case "s": console.log(s.side); break; default: console.log(s.a + s.b); }
}
class Q { constructor(public x: number, public name: string) {} get y(): number { return 7; } }
const qs: P[] = [new Q(5, "q"), { name: "lit", x: 6 }, { x: 8, name: "o" }];
for (const q of qs) console.log(q.x, q.name, q.y);
const dyn: any = JSON.parse('{"x": 3, "name": "j"}');
const pj: P = dyn;
console.log(pj.x, pj.name);
