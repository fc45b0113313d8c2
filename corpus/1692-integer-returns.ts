function clamp(v: number, lo: number, hi: number): number {
  if (v < lo) return lo;
  if (v > hi) return hi;
  return v;
}
function fib(n: number): number { return n < 2 ? n : fib(n - 1) + fib(n - 2); }
function fibLoop(n: number): number {
  let a = 0;
  let b = 1;
  for (let i = 0; i < n; i++) {
    const next = a + b;
    a = b;
    b = next;
  }
  return a;
}
function sign(x: number): number {
  if (x > 0) {
    return 1;
  } else if (x < 0) {
    return -1;
  } else {
    return 0;
  }
}
function maybe(x: number) {
  if (x > 0) return x * 2;
}
function neg(x: number): number { return -x; }
function rem(a: number, b: number): number { return a % b; }
function big(k: number): number { let x = 1; for (let i = 0; i < k; i++) x = x * 3; return x; }
function half(x: number): number { return x / 2; }
function thrower(x: number): number { if (x > 5) throw new Error("big " + x); return x * 2; }
let acc = 0;
for (let i = -3; i < 10; i++) {
  const c = clamp(i, 0, 5);
  acc += c * 3 + (c % 4);
  const t = [1, 2, 3, 4, 5, 6];
  acc += t[clamp(i, 0, 5)];
}
console.log(acc, fib(20), fibLoop(78), fibLoop(79) % 1000, [7, 8, 9][sign(4)], sign(-3) * 5, sign(0), maybe(-1), String(maybe(2)), Object.is(neg(0), -0), Object.is(rem(-4, 2), -0), rem(-7, 3));
console.log(big(40), big(34) % 7, big(35) + 1, half(7), [1, 2, 3][half(2)]);
try { let s = 0; for (let i = 0; i < 10; i++) s += thrower(i); console.log(s); } catch (e) { console.log((e as Error).message); }
let m = 0;
for (let i = 0; i < 1000; i++) m = (m + clamp(i * 7919, 0, 100000)) % 1000003;
console.log(m);
