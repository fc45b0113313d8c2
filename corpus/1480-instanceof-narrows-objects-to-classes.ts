class Shape {
  constructor(public n: number) {}
  area(): number { return this.n; }
}
class Sq extends Shape {
  side = 2;
  area(): number { return this.side * this.side; }
  diag(): number { return this.side * 1.5; }
}
interface Named { name: string }
class Person implements Named {
  constructor(public name: string, public age: number) {}
}
function info(s: Shape | null): string {
  if (!(s instanceof Sq)) return "plain";
  return "sq " + s.side + " " + s.diag();
}
function named(x: Named): number {
  return x instanceof Person ? x.age : -1;
}
let s: Shape = new Sq(1);
const both = s instanceof Sq && s.side > 1;
console.log(info(s), info(new Shape(2)), info(null), both, named(new Person("a", 30)), named({ name: "b" }));
for (const t of [new Shape(5), new Sq(3)]) {
  if (t instanceof Sq) {
    console.log(t.diag(), t.area());
  }
}
