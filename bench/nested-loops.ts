// Nested loops over number arrays: a matrix product and a stencil over a
// flat grid.
const benchStarted = performance.now();
const size = 220;
const a: number[] = [];
const b: number[] = [];
for (let i = 0; i < size * size; i++) {
  a.push((i % 17) - 8);
  b.push((i % 13) * 0.5);
}
const product: number[] = new Array(size * size).fill(0);
for (let i = 0; i < size; i++) {
  for (let k = 0; k < size; k++) {
    const left = a[i * size + k];
    for (let j = 0; j < size; j++) {
      product[i * size + j] += left * b[k * size + j];
    }
  }
}
let grid = product.slice();
for (let step = 0; step < 40; step++) {
  const next: number[] = new Array(size * size).fill(0);
  for (let y = 1; y < size - 1; y++) {
    for (let x = 1; x < size - 1; x++) {
      const at = y * size + x;
      next[at] = (grid[at - 1] + grid[at + 1] + grid[at - size] + grid[at + size]) * 0.25;
    }
  }
  grid = next;
}
let sum = 0;
for (const value of grid) sum += value;
console.log(product[size * 3 + 7], sum.toFixed(3));
console.error(`work-ms: ${(performance.now() - benchStarted).toFixed(1)}`);
