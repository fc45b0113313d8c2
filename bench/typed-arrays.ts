// Typed arrays: a sieve of Eratosthenes over a Uint8Array, a 1-D heat
// stencil over Float64Arrays, and an Int32Array histogram.
const benchStarted = performance.now();
const limit = 20_000_000;
const composite = new Uint8Array(limit + 1);
for (let i = 2; i * i <= limit; i++) {
  if (composite[i] === 0) {
    for (let j = i * i; j <= limit; j += i) composite[j] = 1;
  }
}
let primes = 0;
for (let i = 2; i < composite.length; i++) if (composite[i] === 0) primes++;

const size = 1_000_000;
let current = new Float64Array(size);
let next = new Float64Array(size);
current[size >> 1] = 1000;
for (let step = 0; step < 100; step++) {
  for (let i = 1; i < size - 1; i++) {
    next[i] = current[i] + 0.25 * (current[i - 1] - 2 * current[i] + current[i + 1]);
  }
  const swap = current;
  current = next;
  next = swap;
}
let heat = 0;
for (let i = 0; i < current.length; i++) heat += current[i];

const histogram = new Int32Array(256);
let seed = 1;
for (let i = 0; i < 10_000_000; i++) {
  seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
  histogram[seed >>> 24]++;
}
let peak = 0;
for (let i = 0; i < histogram.length; i++) if (histogram[i] > peak) peak = histogram[i];
console.log(primes, heat.toFixed(6), peak);
console.error(`work-ms: ${(performance.now() - benchStarted).toFixed(1)}`);
