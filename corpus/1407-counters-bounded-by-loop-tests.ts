// Loop counters bounded by their loop's test: products of counters and
// bounds stay exact, and counters near 2^53, counters the body also
// writes, and bounds that change in the loop keep JavaScript's results.
const width = 300;
const cells: number[] = [];
for (let y = 0; y < width; y++) {
  for (let x = 0; x <= width - 1; x++) cells.push((y * width + x) % 97);
}
let checksum = 0;
for (let y = 0; y < width; y++) {
  for (let x = 0; x < width; x++) checksum = (checksum + cells[y * width + x] * (x + 1)) % 1000003;
}
console.log(cells.length, checksum);

// Near 2^53 the step leaves the exact integers.
const top = 2 ** 53;
const seen: number[] = [];
for (let i = top - 3; i <= top; i++) {
  seen.push(i);
  if (seen.length > 5) break;
}
console.log(seen.map((v) => v - top).join(" "), seen.length);

// The body writes the counter too.
let jumps = 0;
for (let i = 0; i < 100; i++) {
  if (i % 10 === 3) i += 5;
  jumps += i;
}
console.log(jumps);

// The bound changes inside the loop.
let limit = 10;
let steps = 0;
for (let i = 0; i < limit; i++) {
  if (i === 5) limit = 1e6;
  steps += 1;
  if (steps > 20) break;
}
console.log(steps, limit);

// A bound given by a parameter and an array's length.
function triangle(n: number): number {
  let total = 0;
  for (let i = 1; i <= n; i++) {
    for (let j = 0; j < i; j++) total += i * j;
  }
  return total;
}
function weighted(values: number[]): number {
  let sum = 0;
  for (let i = 0; i < values.length; i++) sum += values[i] * i * 1000000007;
  return sum;
}
console.log(triangle(200), triangle(0), weighted([1.5, 2, -3, 4e10]));

// A negative start and a fractional bound.
const fractions: number[] = [];
for (let k = -3; k < 2.5; k++) fractions.push(k * 0.5);
console.log(fractions.join(","));
