// Boxed unions of one type and null: optional chaining reads, indexes and
// calls methods of the value; an assignment inside a condition narrows the
// variable, in if and while.
type A = string[];
function f(n: number): A | null { return n > 0 ? ["x"] : null; }
function g(n: number): string[] | null { return n > 0 ? ["y"] : null; }
console.log(f(1)?.length, g(1)?.length, f(0)?.[0]);
let m: string[] | null;
const out: string[] = [];
let i = 0;
while ((m = g(2 - i)) !== null) { out.push(m[0]); i++; }
console.log(out);
function g2(n: number): string[] | null { return n > 0 ? ["y"] : null; }
let k2: string[] | null;
let i2 = 0;
while ((k2 = g2(1 - i2)) !== null) { console.log(k2[0]); i2++; }
const found2 = "a1 b2".match(/\d/g);
console.log(found2?.map((d) => Number(d) * 2), found2?.join("+"), "zz".match(/\d/g)?.length ?? 0);
