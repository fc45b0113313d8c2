// Sorting a million numbers with a comparator.
const benchStarted = performance.now();
const values: number[] = [];
let seed = 12345;
for (let i = 0; i < 1000000; i++) {
  seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
  values.push(seed % 1000000);
}
const sorted = values.slice().sort((a, b) => a - b);
let checksum = 0;
for (let i = 0; i < sorted.length; i += 1000) checksum += sorted[i];
console.log(sorted[0], sorted[sorted.length - 1], checksum);
console.error(`work-ms: ${(performance.now() - benchStarted).toFixed(1)}`);
