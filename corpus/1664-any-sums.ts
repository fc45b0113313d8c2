// Sums through `any`: numbers, strings, undefined, null, booleans, objects
// with valueOf (called in JavaScript's order), -0, NaN, sums wanted as
// numbers and as `any`, left- and right-nested.
const log: string[] = [];
function side(label: string, value: any): any {
  log.push(label);
  return value;
}
const rows: any[] = JSON.parse(
  '[{"n":1,"m":2,"s":"x"},{"n":-0,"m":-0,"s":""},{"n":1.5,"m":null,"s":"yz"},{"n":"3","m":4,"s":"w"},{"m":true,"s":"v"}]',
);
let total = 0;
for (const r of rows) {
  const asAny: any = r.n * 3 + r.m + (r.q === undefined ? 0 : r.q) + r.s.length;
  console.log(asAny, typeof asAny, Object.is(asAny, -0));
  try {
    total += r.m + r.s.length + 1;
    console.log("total", total);
  } catch (e) {
    console.log("caught", (e as Error).name, (e as Error).message);
  }
}
const counter = {
  calls: 0,
  valueOf(): number {
    this.calls++;
    log.push("valueOf " + this.calls);
    return this.calls * 10;
  },
};
const v: any = counter;
const ordered: any = side("a", 1) + side("b", v) + side("c", 2) + (side("d", v) + side("e", "s"));
console.log(ordered, log.join(","));
const right: any = 1;
const nested: number = right + (right + (right + (right + right)));
console.log(nested);
const strings: any = "a";
const mixed: any = 1 + right + strings + right + right;
console.log(mixed);
const negative: any = -0;
const zeroes: number = negative + negative + -0;
console.log(Object.is(zeroes, -0), Object.is(negative + 0 + negative, 0));
const nan: any = NaN;
const missing: any = undefined;
const nothing: any = null;
const flag: any = true;
console.log(nan + 1 + 2, missing + 1 + 2, nothing + 1 + 2, flag + flag + 1, flag + "" + nothing);
let fromLoop = 0;
for (let i = 0; i < 1000; i++) {
  const item: any = { a: i, b: i % 3, c: i % 2 === 0 ? undefined : 1 };
  fromLoop += item.a + item.b * 2 + (item.c === undefined ? 0 : item.c);
}
console.log(fromLoop);
const big: any = 10n;
try {
  console.log(big + big + big);
  console.log(right + big + right);
} catch (e) {
  console.log("caught", (e as Error).name, (e as Error).message);
}
