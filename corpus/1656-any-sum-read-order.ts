// A property read as the operand of a sum stored back (`o.p = o.p + n`)
// keeps the value it read, whatever the other operand does to the property.
const o: any = { p: 1, q: "s", r: undefined, n: null, b: true };
let calls = 0;
function bump(): number {
  calls++;
  o.p = 100; // changes the property between the read and the store
  return 10;
}
o.p = o.p + bump();
console.log(o.p, calls);

function replace(): number {
  o.p = "text";
  return 2;
}
o.p = o.p + replace();
console.log(o.p);

function remove(): number {
  delete o.p;
  return 3;
}
o.p = 5;
o.p = o.p + remove();
console.log(o.p, Object.keys(o));

const kept: any = { v: 7 };
let alias: any = 0;
function grab(): number {
  alias = kept.v; // another holder of the old value
  kept.v = kept.v * 2;
  return 1;
}
kept.v = kept.v + grab();
console.log(kept.v, alias);

o.q = o.q + 1;
o.r = o.r + 1;
o.n = o.n + 1;
o.b = o.b + 1;
o.missing = o.missing + 1;
console.log(o.q, o.r, o.n, o.b, o.missing);

o.obj = { valueOf: () => 41 };
o.obj = o.obj + 1;
console.log(o.obj);

o.neg = -0;
o.neg = o.neg + 0;
console.log(Object.is(o.neg, 0), 1 / o.neg);
o.nan = NaN;
o.nan = o.nan + 1;
console.log(o.nan);

// Two dictionaries, the read from one and the store into the other.
const from: any = { x: 2.5 };
const to: any = {};
for (let i = 0; i < 3; i++) {
  to.x = from.x + i;
  from.x = from.x + 0.5;
}
console.log(to, from);

// Through a class instance and an array held as `any`.
class Counter {
  count = 1;
}
const c: any = new Counter();
c.count = c.count + 2;
console.log(c.count, c instanceof Counter);
const list: any = [1, 2, 3];
list.length = list.length + -1;
console.log(list.length, list);

// A loop of sums, then the values printed.
const acc: any = { total: 0, steps: 0 };
for (let i = 0; i < 1000; i++) {
  acc.total = acc.total + i * 0.5;
  acc.steps = 1 + acc.steps;
}
console.log(acc);

// A read of a property of undefined throws before the other operand runs.
const nothing: any = undefined;
let ran = false;
function mark(): number {
  ran = true;
  return 1;
}
try {
  nothing.p = nothing.p + mark();
} catch (e) {
  console.log((e as Error).message, ran);
}
