// Static fields read and written through a subclass: a write through the
// subclass (by name, through 'this' in a static method, through a class
// value) gives it a property of its own that shadows the ancestor's, as in
// JavaScript; reads find the nearest one. Module and local classes.
class A {
  static count = 0;
  static label = "a";
  static make(): number { this.count++; return this.count; }
}
class B extends A {}
class C extends B { static label = "c"; }
console.log(A.make(), B.make(), B.make(), C.make());
console.log(A.count, B.count, C.count);
B.count += 10;
console.log(A.count, B.count, C.count);
A.count = 100;
console.log(A.count, B.count, C.count);
const k: typeof A = C;
k.count = 7;
console.log(A.count, B.count, C.count, k.count);
console.log(A.label, B.label, C.label);
B.label = "b";
console.log(A.label, B.label, C.label, Object.keys(B));

class A2 {
  static count = 0;
  static label = "a";
  static bump(): void { this.count++; }
}
class B2 extends A2 {}
console.log(Object.keys(A2), Object.keys(B2));
B2.bump();
console.log(Object.keys(A2), Object.keys(B2), Object.entries(B2));
console.log(A2, B2);
console.log("count" in B2, B2.hasOwnProperty("count"), A2.hasOwnProperty("count"));
function bumpAll(classes: (typeof A2)[]): void { for (const c of classes) c.bump(); }
bumpAll([A2, B2, B2]);
console.log(A2.count, B2.count);

function run(): void {
  class Base {
    static total = 0;
    static names: string[] = [];
    static log = "";
    static register(n: string): void { this.total += 1; this.names.push(n); this.log += n; }
  }
  class Mid extends Base {}
  class Leaf extends Mid {}
  Base.register("a");
  Mid.register("b");
  Leaf.register("c");
  console.log(Base.total, Mid.total, Leaf.total, Base.names, Leaf.names, Base.log, Mid.log, Leaf.log);
  Leaf.total = 50;
  Mid.log += "!";
  console.log(Base.total, Mid.total, Leaf.total, Base.log, Mid.log, Leaf.log);
  console.log(Object.keys(Leaf), Object.keys(Base));
}
run();
class P { static f: (x: number) => number = (x) => x * 2; static readonly id: number = 3; }
class Q extends P {}
console.log(Q.f(4), Q.id, Q.id + 1);
Q.f = (x) => x + 100;
console.log(P.f(1), Q.f(1));
let t = 0;
for (let i = 0; i < 5; i++) t += Q.id;
console.log(t, typeof Q.id, `${Q.id}`);
class R extends Q { static id2 = R.id * 10; }
console.log(R.id2);
