// String building in every place: variables, globals, captured variables,
// class fields, structural properties (fields and accessors) and array
// elements, with parts that read or reassign the place being built.

let g = "g";
function resetG(): string { g = "reset"; return "!"; }
g += "a" + resetG() + "b";
console.log(g);
g = g + g.length + g;
console.log(g);
g += g;
console.log(g);

class Box { text = "start"; n = 0;
  bump(): string { this.text = "X"; return "-"; }
  grow(): void { this.text += this.bump() + this.text.length; }
}
const b = new Box();
b.grow();
console.log(b.text);
b.text = b.text + "|" + b.n + "|";
console.log(b.text);

interface Doc { body: string }
class Accessor implements Doc {
  private inner = "in";
  log: string[] = [];
  get body(): string { this.log.push("get"); return this.inner; }
  set body(v: string) { this.log.push("set " + v); this.inner = v; }
}
const docs: Doc[] = [{ body: "plain" }, new Accessor()];
for (const d of docs) { d.body += "+" + d.body.length; d.body = d.body + "~"; }
console.log(docs[0].body, docs[1].body, (docs[1] as Accessor).log);

const arr = ["a", "b"];
arr[0] += "x" + arr[0];
arr[1] += arr.length;
arr[2] += "past";
console.log(arr);

let captured = "c";
const addTo = (x: string) => (captured += x + ";");
const results = ["1", "2", "3"].map(addTo);
console.log(captured, results);

let holder: { s: string } = { s: "h" };
function swap(): string { holder = { s: "other" }; return "?"; }
holder.s += swap() + "end";
console.log(holder.s);

let t = "";
for (let i = 0; i < 5; i++) t += i % 2 === 0 ? "e" : String(i);
console.log(t, (t += "z"), t);

let nothing: { s: string } | null = null;
try { nothing!.s += "x"; } catch (e) { console.log((e as Error).message); }
const strs: string[][] = [];
try { strs[2][0] += "x"; } catch (e) { console.log((e as Error).message); }

// The top level's moving append beside calls and callbacks that read it.
let s2 = "start";
function len(): number { return s2.length; }
for (let i = 0; i < 40; i++) s2 += "abcdefgh" + len();
console.log(s2.length, s2.slice(0, 60));
let t2 = "t";
const lens = [1, 2, 3];
for (let i = 0; i < 30; i++) t2 += "xyz" + lens.map(() => t2.length).join("-");
console.log(t2.length, t2.slice(-40));

// Record entries, including parts that replace or delete the entry.
const rec: Record<string, string> = { a: "", b: "b", c: "c", d: "d" };
rec["zz"] += "x";
rec.a += "y" + rec.a.length;
rec.b += (() => { rec.b = "changed"; return "+"; })();
rec.c += (() => { delete rec.c; return "!"; })();
for (const key of ["a", "d", "a"]) rec[key] += key.toUpperCase() + Object.keys(rec).length;
console.log(rec, rec["zz"], (rec["a"] += "!"));
