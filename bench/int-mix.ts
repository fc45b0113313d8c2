// Integer mixing: a hash over many words with `*`, `^`, `>>>`, `|0` and
// Math.imul, as hash functions and random generators do.
const benchStarted = performance.now();
function mix(seed: number, rounds: number): number {
  let h = seed | 0;
  let state = 0x9e3779b9 | 0;
  let low = 0;
  for (let i = 0; i < rounds; i++) {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    h = Math.imul(h ^ (state >>> 0), 0x5bd1e995);
    h ^= h >>> 15;
    low = (low + ((h >>> 0) % 1024) * 3) & 0xffff;
  }
  return ((h >>> 0) + low) % 4294967296;
}
let total = 0;
for (let seed = 1; seed <= 8; seed++) total = (total + mix(seed, 5_000_000)) % 1_000_000_007;
console.log(total);
console.error(`work-ms: ${(performance.now() - benchStarted).toFixed(1)}`);
