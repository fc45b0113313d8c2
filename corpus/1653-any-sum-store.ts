// `o.p = o.p + n` on dictionaries made through `any`: the sum is stored
// in place when only the dictionary holds the number, and every other
// holder, kind of value and shape of the store behaves as JavaScript's.
const counters: any = { hits: 0, misses: 10 };
for (let i = 0; i < 5; i++) {
  counters.hits = counters.hits + 1;
  counters.misses = 2 + counters.misses;
}
console.log(counters);

// A variable that read the property keeps the old number.
const kept: any = { n: 1 };
const before = kept.n;
kept.n = kept.n + 41;
console.log(before, kept.n);
const alias: any = {};
alias.n = kept.n;
kept.n = kept.n + 1;
console.log(alias.n, kept.n);

// Strings concatenate, missing properties give NaN, booleans and null
// convert.
const mixed: any = { s: "a", b: true, z: null };
for (let i = 0; i < 3; i++) {
  mixed.s = mixed.s + i;
  mixed.b = mixed.b + 1;
  mixed.z = mixed.z + 2;
  mixed.missing = mixed.missing + 1;
}
console.log(mixed);

// valueOf and getters run in order, once per read.
let reads = 0;
const boxed: any = {
  get total() {
    reads++;
    return reads * 10;
  },
  set total(value: number) {
    console.log("set total", value);
  },
};
boxed.total = boxed.total + 1;
boxed.total = 1 + boxed.total;
const valued: any = { v: { valueOf: () => 5 } };
valued.v = valued.v + 1;
valued.v = 0.5 + valued.v;
console.log(reads, valued.v);

// The assignment's value is the stored sum.
const chained: any = { x: 1 };
let result = (chained.x = chained.x + 2);
result = (chained.x = chained.x + result);
console.log(result, chained.x);

// A frozen dictionary keeps its number (strict mode throws).
const frozen: any = Object.freeze({ k: 1 });
try {
  frozen.k = frozen.k + 1;
} catch (error) {
  console.log((error as Error).constructor.name, frozen.k);
}

// The object expression is evaluated once, before the sum.
const pool: any[] = [{ c: 0 }, { c: 100 }];
let picks = 0;
function pick(): any {
  return pool[picks++ % 2];
}
for (let i = 0; i < 4; i++) {
  pick().c = pool[0].c + 1;
}
console.log(pool, picks);

// Top-level statements, a loop of many updates and fractions.
const point: any = { x: 0.5, y: 3 };
point.x = point.x + 0.25;
for (let i = 0; i < 1000; i++) {
  point.x = point.x + point.y * 0.5;
  point.y = point.y - 1;
}
console.log(point.x, point.y);
