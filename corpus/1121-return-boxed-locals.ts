// A local string or array returned where the result type is a union that
// boxes it: the value is boxed, not moved out raw (which crashed).
type Arr2 = string[];
class K {
  exec(text: string): Arr2 | null {
    const found = text.split(" ");
    if (found.length === 0) return null;
    return found;
  }
  test(text: string): boolean { return this.exec(text) !== null; }
}
console.log(new K().test("a b"), new K().exec("c d"));
function f(): string[] | null { const a = "x y".split(" "); if (a.length === 0) return null; return a; }
console.log(f() !== null);

function g(): string[] | number { const a = ["q"]; return a; }
console.log(g());
const pick = (n: number): string | number => { const s = "s" + n; return n > 1 ? s : n; };
console.log(pick(1), pick(2));
let u: string | number = 0;
{ const t = "local" + u; u = t; }
console.log(u);
const mixed: (string | number)[] = [];
for (let i = 0; i < 3; i++) { const w = "w" + i; mixed.push(w, i); }
console.log(mixed);
function nested(): (string[] | number)[] { const inner = ["a"]; return [inner, 1]; }
console.log(nested());
function opt(flag: boolean): string[] | undefined { const xs = ["z"]; if (flag) return xs; return undefined; }
console.log(opt(true), opt(false));
class Box { value: string | null = null; set(v: string) { const copy = v + "!"; this.value = copy; } }
const b = new Box(); b.set("hi"); console.log(b.value);
function thrower(): never { const e = new Error("x"); throw e; }
try { thrower(); } catch (e) { console.log((e as Error).message); }
