const s = "a😀b𝒳c";
let out: string[] = [];
for (const ch of s) { if (ch.length > 1) { for (const c2 of ch + "!") out.push(c2); } else out.push(ch); }
console.log(out, out.length);
const words = ["héllo", "w😀rld"];
for (const w of words) { let n = 0; for (const c of w) n++; console.log(w, n, [...w].reverse().join("")); }
class Base { a = 1; b: number; constructor(x: number) { this.b = x * this.a; console.log("base", this.a, this.b); } }
class Der extends Base { c = 10; d: number; constructor(x: number) { super(x + 1); this.d = this.c + this.b; console.log("der", this.c, this.d); } }
const dd = new Der(5); console.log(dd);
class Der2 extends Base { e = this.b * 2; }
console.log(new Der2(3));
const n = Number(process.argv[2]); console.log(n, Number(process.argv[1] === undefined ? "1" : "2"), Number(process.argv.length));
class Pt { constructor(public x: number, public y: number, private z: string = "z") {} }
const { x, ...rest } = new Pt(1, 2); console.log(x, rest);
