let last = "";
for (last of ["a", "b", "c"]) if (last === "b") break;
console.log(last);
let k: string | null = null;
for (k in { x: 1, y: 2 }) { }
console.log(k ?? "none");
let a = 0, b = 0;
for ([a, b] of [[1, 2], [3, 4]] as [number, number][]) console.log(a + b);
console.log(a, b);
const o = { v: 0 };
for (o.v of [5, 6, 7]) { if (o.v === 6) continue; console.log("v", o.v); }
let total = 0, who = "";
outer: for ({ who, total } of [{ who: "p", total: 1 }, { who: "q", total: 2 }]) {
  for (const ch of who) { if (ch === "q") break outer; }
  console.log(who, total);
}
console.log(who, total);
export {};
