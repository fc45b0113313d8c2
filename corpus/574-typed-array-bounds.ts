// Out-of-range reads are undefined; out-of-range writes are ignored.
const a = new Int32Array(3);
a[5] = 10;
a[-1] = 10;
a[1.5] = 10;
a[1] = 7;
console.log(a, a.length);
console.log(a[3], a[-1], a[1.5], a[NaN], a[-0], a[1]);
console.log(a[3] === undefined, a[9] + 1, `${a[4]}`, "x" + a[8]);
const f = new Float64Array(2);
f[0] = a[10];
console.log(f, Number.isNaN(f[0]));
const empty = new Float32Array();
empty[0] = 1;
console.log(empty, empty.length, empty[0]);
const zero = new Uint8Array(0);
console.log(zero.at(0), zero.indexOf(0), zero.join(), zero.includes(0));
let total = 0;
for (let i = -2; i < 6; i++) {
  const v = a[i];
  total += v === undefined ? 100 : v;
}
console.log(total);
console.log(a.at(-1), a.at(3), a.at(-4), a.at(0));
