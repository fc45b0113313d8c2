// Mandelbrot set: the bitmap's bytes folded into a checksum.
const benchStarted = performance.now();
const size = 1200;
const iterations = 50;
let checksum = 0;
let bits = 0;
let bitCount = 0;
for (let y = 0; y < size; y++) {
  const ci = (2 * y) / size - 1;
  for (let x = 0; x < size; x++) {
    const cr = (2 * x) / size - 1.5;
    let zr = 0;
    let zi = 0;
    let tr = 0;
    let ti = 0;
    let i = 0;
    while (i < iterations && tr + ti <= 4) {
      zi = 2 * zr * zi + ci;
      zr = tr - ti + cr;
      tr = zr * zr;
      ti = zi * zi;
      i++;
    }
    bits = (bits << 1) | (tr + ti <= 4 ? 1 : 0);
    bitCount++;
    if (bitCount === 8) {
      checksum = (Math.imul(checksum, 31) + bits) | 0;
      bits = 0;
      bitCount = 0;
    }
  }
  if (bitCount > 0) {
    bits = bits << (8 - bitCount);
    checksum = (Math.imul(checksum, 31) + bits) | 0;
    bits = 0;
    bitCount = 0;
  }
}
console.log(size, checksum);
console.error(`work-ms: ${(performance.now() - benchStarted).toFixed(1)}`);
