// A sieve of Eratosthenes, a histogram and a box blur on typed arrays.
function sieve(limit: number): Uint8Array {
  const composite = new Uint8Array(limit + 1);
  composite[0] = 1;
  composite[1] = 1;
  for (let i = 2; i * i <= limit; i++) {
    if (composite[i] === 0) {
      for (let j = i * i; j <= limit; j += i) composite[j] = 1;
    }
  }
  return composite;
}
const composite = sieve(100000);
let count = 0;
let last = 0;
for (let i = 0; i < composite.length; i++) {
  if (!composite[i]) {
    count++;
    last = i;
  }
}
console.log(count, last);
const histogram = new Int32Array(10);
let seed = 42;
for (let i = 0; i < 100000; i++) {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  histogram[seed % 10]++;
}
console.log(histogram, histogram.reduce((a, b) => a + b));
function blur(source: Float64Array, radius: number): Float64Array {
  const out = new Float64Array(source.length);
  for (let i = 0; i < source.length; i++) {
    let sum = 0;
    let n = 0;
    for (let k = -radius; k <= radius; k++) {
      const v = source[i + k];
      if (v !== undefined) {
        sum += v;
        n++;
      }
    }
    out[i] = sum / n;
  }
  return out;
}
const signal = Float64Array.from({ length: 12 }, (_, i) => (i % 4 === 0 ? 12 : 0));
console.log(blur(signal, 1));
const pixels = new Uint8ClampedArray(8);
for (let i = 0; i < pixels.length; i++) pixels[i] = i * 50 - 20;
console.log(pixels);
