// Variables assigned a remainder and used as indexes: integers, -0,
// fractions, NaN, huge values, and other writes in between.
const table: number[] = [];
for (let i = 0; i < 37; i++) table.push((i * 11 + 5) % 37);
const values: number[] = [0.5, -3, 2 ** 53, -0, 7.25, NaN, Infinity, -Infinity, 1e300, 36];

let walk = 0;
let seen = 0;
for (let i = 0; i < 200; i++) {
  walk = (table[walk] + i) % table.length;
  seen += table[walk];
}
console.log("walk", walk, seen);

function lookups(divisor: number): string {
  const out: string[] = [];
  let p = 0;
  for (const v of values) {
    p = v % divisor;
    out.push(`${p}:${table[p]}:${Object.is(p, -0)}`);
    p = v;
    out.push(String(table[p]));
  }
  return out.join(" ");
}
console.log(lookups(37));
console.log(lookups(-5));
console.log(lookups(0));
console.log(lookups(-1));
console.log(lookups(2.5));
console.log(lookups(NaN));

let g = 3;
function step(k: number): void {
  g = (g * 7 + k) % 37;
}
function jump(x: number): void {
  g = x;
}
let trace = "";
for (let k = 0; k < 12; k++) {
  step(k);
  trace += table[g] + ",";
  if (k % 5 === 4) jump(k / 2);
  trace += table[g] + ";";
}
console.log(trace);

// Negative dividends whose remainder is 0 make -0.
let z = 0;
const zs: string[] = [];
for (const d of [-37, -74, 37, -1, 0]) {
  z = d % 37;
  zs.push(`${Object.is(z, -0)} ${table[z]} ${1 / z}`);
}
console.log(zs.join(" | "));

// Directly as an index: a remainder of doubles.
const mixed: number[] = [1.5, 2, -4, 40, 2 ** 60];
const direct: string[] = [];
for (const m of mixed) direct.push(String(table[(m * 3) % 37]));
console.log(direct.join(","));

// Written into an array slot index, and read after a declaration in a loop.
const slots: number[] = new Array(37).fill(0);
for (let i = 0; i < 100; i++) {
  let at = (i * i + 0.0) % 37;
  slots[at] += 1;
  at = i / 3;
  if (slots[at] !== undefined) slots[at] += 100;
}
console.log(slots.join(" "));
