// `%` of integers by constants, computed by multiplication: every divisor
// shape (small, large, odd, even, near 2^31 and 2^32), dividends from loop
// counters and sums up to 2^32, and the remainders a sign or a fraction
// keeps on the double path.
function checksum(limit: number, step: number): number {
  let total = 0;
  for (let i = 0; i < limit; i++) {
    const n = i * step;
    total =
      (total + (n % 3) + (n % 7) * 3 + (n % 10) * 5 + (n % 97) + (n % 1000) + (n % 65521) + (n % 1000003)) %
      2147483647;
  }
  return total;
}
console.log(checksum(100000, 1), checksum(50000, 40503), checksum(1000, 4294967));
let accumulated = 0;
let mixed = 0;
for (let i = 0; i < 200000; i++) {
  accumulated = (accumulated + i * 7) % 1000003;
  if (i % 3 === 0) mixed = (mixed + accumulated) % 65521;
  if (i % 6 === 5) mixed = (mixed * 31) % 2147483629;
}
console.log(accumulated, mixed);
const edges = [0, 1, 2, 6, 7, 2147483646, 2147483647, 2147483648, 4294967294, 4294967295];
for (const divisor of [3, 6, 7, 12, 641, 6700417, 2147483647, 2147483629, 4294967291]) {
  const row: number[] = [];
  for (const value of edges) row.push(value % divisor);
  console.log(divisor, row.join(" "));
}
let wide = 0;
for (let i = 4294967000; i < 4294967296; i++) wide = (wide + (i % 1000003) + (i % 12)) % 1000000007;
console.log(wide);
let signed = 0;
for (let i = -500; i < 500; i++) signed += (i % 7) + (i % 1000003);
console.log(signed, -7 % 7, Object.is(-7 % 7, -0), (-0) % 5, 7.5 % 3, -7.5 % 3);
// Divisors held by variables that only ever hold one value.
const MOD = 1000000007;
const BUCKETS = 4099;
let rounds = 12;
function mix(limit: number): number {
  let hash = 0;
  for (let i = 0; i < limit; i++) hash = (hash * 31 + (i % BUCKETS)) % MOD;
  return hash;
}
let spread = 0;
for (let i = 0; i < 100; i++) spread += i % rounds;
console.log(mix(300000), spread, MOD % 1000, BUCKETS % rounds);
