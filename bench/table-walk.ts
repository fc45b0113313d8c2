// A data-dependent walk: each step indexes a table by a value the last
// step computed, modulo its length.
const benchStarted = performance.now();
const length = 4099;
const table: number[] = [];
for (let i = 0; i < length; i++) table.push((i * 7919 + 13) % length);
let position = 0;
let visits = 0;
let weight = 0;
for (let i = 0; i < 60_000_000; i++) {
  position = (table[position] + i) % length;
  if (table[i % length] > position) visits++;
  weight = (weight + table[(position * 31) % length]) % 1000000;
}
console.log(position, visits, weight);
console.error(`work-ms: ${(performance.now() - benchStarted).toFixed(1)}`);
