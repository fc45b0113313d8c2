// Integer accumulation with `%` in a long loop: counters, products and
// remainders that stay integers.
const benchStarted = performance.now();
function accumulate(limit: number): number {
  let sum = 0;
  let checksum = 0;
  for (let i = 0; i < limit; i++) {
    sum = (sum + i * 7) % 1000003;
    if (i % 3 === 0) checksum = (checksum + sum) % 65521;
  }
  return sum * 65536 + checksum;
}
console.log(accumulate(100_000_000));
console.error(`work-ms: ${(performance.now() - benchStarted).toFixed(1)}`);
