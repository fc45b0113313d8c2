function f(k: number): number | null {
  let x: number | null = k > 2 ? k : null;
  if (x !== null) {
    if (k > 4) { x = null; }
    console.log(x === null ? "null" : x + 1);
  }
  let y: number | null = 5;
  for (let i = 0; i < 3; i++) {
    if (y !== null) {
      console.log(y * 2);
      if (i === 1) y = null;
    }
  }
  let z: string | null = "a";
  switch (k) {
    case 1:
    case 3:
      z = null;
      break;
    default:
      z = z + "b";
  }
  console.log(z);
  let w: number | undefined = 3;
  outer: {
    if (k > 3) { w = undefined; break outer; }
    w = w + 1;
  }
  console.log(w);
  return x;
}
console.log(f(3), f(5), f(1));
function g(xs: (number | null)[]): number {
  let acc: number | null = 0;
  for (const v of xs) {
    if (acc === null) continue;
    if (v === null) { acc = null; continue; }
    acc += v;
  }
  return acc ?? -1;
}
console.log(g([1, 2, 3]), g([1, null, 3]));
function h(n: number): string {
  let s: string | undefined;
  while (true) {
    if (n > 10) return "big";
    s = "x" + n;
    if (n % 2 === 0) break;
    n++;
  }
  return s;
}
console.log(h(3), h(11), h(4));
type Shape = { kind: "c"; r: number } | { kind: "s"; a: number };
function area(s: Shape): number {
  switch (s.kind) {
    case "c": return 3 * s.r * s.r;
    case "s": return s.a * s.a;
  }
}
console.log(area({ kind: "c", r: 2 }), area({ kind: "s", a: 3 }));
let cur: number | null = 1;
let count = 0;
while (cur !== null) {
  count++;
  cur = count < 5 ? cur * 2 : null;
}
console.log(count, cur);
function pick(c: boolean): number {
  let x: number | null = null;
  if (c) x = 5; else x = 6;
  return x + 1;
}
console.log(pick(true), pick(false));
function lab(k: number): string {
  let s: string | undefined = "start";
  blk: {
    if (k === 0) { s = undefined; break blk; }
    s = s + "-" + k;
  }
  return s === undefined ? "none" : s.toUpperCase();
}
console.log(lab(0), lab(3));
function sw(k: number): string {
  let v: string | number = "s";
  switch (k) {
    case 0: v = 0;
    case 1: console.log("one", typeof v); break;
    case 2: v = "two"; break;
    default: return "def";
  }
  return typeof v === "number" ? "num " + (v + 1) : "str " + v.length;
}
console.log(sw(0), sw(1), sw(2), sw(3));
function tr(k: number): string {
  let r: string | null = "init";
  try {
    if (k > 0) { r = null; throw new Error("boom"); }
    r = "ok";
  } catch (e) {
    return "caught " + (r === null ? "null" : r);
  } finally {
    console.log("finally", r);
  }
  return r === null ? "?" : r;
}
console.log(tr(0), tr(1));
function cond(a: boolean): number {
  let n: number | null = 3;
  const t = a ? (n = null) : n;
  console.log(t);
  return n ?? -1;
}
console.log(cond(true), cond(false));
function logical(a: boolean): string {
  let n: number | string = 7;
  a && (n = "x");
  return typeof n === "string" ? n : String(n * 2);
}
console.log(logical(true), logical(false));
class Box { v: number | null = 1; }
function member(b: Box, c: boolean): number {
  if (b.v !== null) {
    if (c) b.v = null;
    return b.v ?? -5;
  }
  return 0;
}
console.log(member(new Box(), true), member(new Box(), false));
function loopy(): number {
  let last: number | undefined = 0;
  let i = 0;
  do {
    if (i === 3) last = undefined;
    else if (last !== undefined) last = last + i;
    i++;
  } while (i < 5);
  return last ?? -1;
}
console.log(loopy());
function destr(): string {
  let a: string | number = "a";
  let b: string | number = "b";
  [a, b] = [1, 2];
  return typeof a + typeof b;
}
console.log(destr());
