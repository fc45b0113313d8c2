// 64-bit integers in Buffers as bigints, and process.hrtime.bigint().
const buffer = Buffer.alloc(24);
console.log(buffer.writeBigInt64LE(-2n, 0), buffer.writeBigUInt64BE(2n ** 63n + 5n, 8));
buffer.writeBigInt64BE(-(2n ** 63n), 16);
console.log(buffer);
console.log(buffer.readBigInt64LE(0), buffer.readBigUInt64LE(0), buffer.readBigUint64LE(0));
console.log(buffer.readBigUInt64BE(8), buffer.readBigInt64BE(8), buffer.readBigInt64BE(16), buffer.readBigInt64LE());
buffer.writeBigUint64LE(18446744073709551615n, 0);
console.log(buffer.subarray(0, 8), buffer.readBigInt64LE(0));
const attempts: (() => unknown)[] = [
  () => buffer.writeBigInt64LE(2n ** 63n),
  () => buffer.writeBigInt64LE(-(2n ** 63n) - 1n),
  () => buffer.writeBigUInt64LE(-1n),
  () => buffer.writeBigUInt64BE(2n ** 64n),
  () => buffer.writeBigUInt64BE(2n ** 100n),
  () => buffer.readBigInt64LE(17),
  () => buffer.readBigUInt64BE(-1),
  () => buffer.writeBigInt64LE(1n, 1.5),
];
for (const attempt of attempts) {
  try {
    console.log(attempt());
  } catch (e) {
    console.log(String(e));
  }
}
const start = process.hrtime.bigint();
let spin = 0n;
for (let i = 0n; i < 1000n; i++) spin += i;
const elapsed = process.hrtime.bigint() - start;
console.log(spin, typeof start, elapsed >= 0n, elapsed < 10n ** 10n, start > 0n);
const ms = Number(elapsed / 1_000_000n);
console.log(ms >= 0, Number.isInteger(ms));
