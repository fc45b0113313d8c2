// bigint literals, operators and conversions, with Node's errors.
const a = 10n;
const b: bigint = 3n;
console.log(a + b, a - b, a * b, a / b, a % b, a ** b, -a, a & b, a | b, a ^ b, a << b, a >> b, ~a);
console.log(a < 2, a > 3n, a === 10n, a !== b, a <= 10, 15 < a, 9.5 <= a, a >= NaN);
console.log(0x10n, 0b101n, 0o17n, 1_000n, -0n, BigInt(Number.MAX_SAFE_INTEGER) + 2n);
console.log(2n ** 0n, 0n ** 0n, (-2n) ** 3n, -(2n ** 3n), 7n / -2n, -7n % 3n, (-7n) / 2n);
console.log(1n << 100n, -1n >> 5n, 5n << -1n, -5n >> 1n, -5n >> 100n, -12n & 10n, -12n | 10n, -12n ^ 10n);
console.log(2n ** 64n * 2n ** 64n, (2n ** 128n) / 3n, (2n ** 128n) % 1000000007n, -(2n ** 100n) + 1n);
let product = 1n;
for (let i = 1n; i <= 30n; i++) product *= i;
console.log(product, String(product), `${product}`, product.toString(16), product.toString(36));
let down = 5n;
console.log(down--, down, --down, down++, ++down);
console.log(BigInt(42), BigInt("123456789012345678901234567890"), BigInt("  0xff\n"), BigInt("-99"), BigInt(""));
console.log(BigInt(true), BigInt(false), BigInt(-0), BigInt(1e21), BigInt(2 ** 60));
console.log(Number(12n), Number(2n ** 53n + 1n), Number(2n ** 53n + 3n), Number(-(2n ** 70n)), Number(2n ** 1100n));
console.log(BigInt.asIntN(8, 255n), BigInt.asUintN(8, -1n), BigInt.asIntN(64, 2n ** 64n - 1n), BigInt.asUintN(64, -1n), BigInt.asIntN(3, 5n), BigInt.asUintN(0, 5n));
const huge = 123456789012345678901234567890n;
console.log(huge.toLocaleString(), (-huge).toLocaleString(), (999n).toLocaleString(), huge.toString(2).length, huge.valueOf());
const zero = BigInt(0);
const five = BigInt(5);
console.log(!zero, !five, zero || "zero", five && "five", zero ? "t" : "f", typeof five);
console.log(1n + "x", "y" + 2n, [1n, 2n].join("-"), String([3n, 4n]), `${[5n]}`);
const failures: (() => unknown)[] = [
  () => 1n / 0n,
  () => 1n % 0n,
  () => 2n ** -1n,
  () => BigInt(1.5),
  () => BigInt(NaN),
  () => BigInt("x1"),
  () => BigInt("1.5"),
  () => BigInt("-0x10"),
  () => (10n).toString(1),
  () => JSON.stringify({ a: 1n }),
  () => 1n << (2n ** 40n),
];
for (const fail of failures) {
  try {
    console.log(fail());
  } catch (e) {
    console.log(String(e));
  }
}
const dynamicInputs: unknown[] = [5, "12", true, 7n, "0x10", " 42 "];
for (const v of dynamicInputs) console.log(BigInt(v as any));
const bad: unknown[] = [1.5, "abc", undefined, null, {}, [1, 2], [3]];
for (const v of bad) {
  try { console.log(BigInt(v as any)); } catch (e) { console.log(String(e)); }
}
const parsed: any = JSON.parse('{"id": "123456789012345678901234567890"}');
console.log(BigInt(parsed.id) + 1n);
