// map/filter/reduce pipelines with callbacks.
const benchStarted = performance.now();
const values: number[] = [];
for (let i = 0; i < 1000000; i++) values.push(i);
let total = 0;
for (let round = 0; round < 10; round++) {
  const offset = round;
  total += values
    .map((v) => v * 2 + offset)
    .filter((v) => v % 3 !== 0)
    .reduce((sum, v) => sum + v, 0);
}
console.log(total);
console.error(`work-ms: ${(performance.now() - benchStarted).toFixed(1)}`);
