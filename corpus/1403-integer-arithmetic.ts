// Integer-valued locals and arithmetic evaluated as integers: results stay
// JavaScript's at the edges (-0 from % and *, sums past 2^53, products past
// 2^63, bitwise wrap-around, NaN and fractions that keep a local a double).

function accumulate(limit: number): number {
  let sum = 0;
  let checksum = 0;
  for (let i = 0; i < limit; i++) {
    sum = (sum + i * 7) % 1000003;
    if (i % 3 === 0) checksum = (checksum + sum) % 65521;
  }
  return sum * 65536 + checksum;
}
console.log(accumulate(200000));

function negativeZeros(): void {
  let a = -5;
  let z = 0;
  for (let i = 0; i < 4; i++) {
    z = (a * i) % 3;
    console.log(z, a % 5, -z, (a + 5) * -1, 0 * a, 1 / ((a + 5) * -1));
    a = a + 1;
  }
  let q = 5;
  q -= 5;
  console.log(q, -q, 1 / -q, 1 / (0 * -3), [-q], `${-q}`);
}
negativeZeros();

function pastTwoToThe53(): void {
  let big = 1;
  for (let i = 0; i < 70; i++) big = (big * 3) % 1000000007;
  console.log(big, 2 ** 53 + 1, 9007199254740991 + 2);
  let x = 9007199254740990;
  x = x + 1;
  const y = x + 1;
  const w = y + 1;
  console.log(x, y, w, w - 1, (x * x) % 97, (y * y) % 1000);
  let m = 0;
  for (let i = 0; i < 10; i++) m = m * 10 + i;
  console.log(m, m * 1000 + 1, (m * 1000 + 1) % 7, m * m * m);
  let doubling = 1;
  for (let i = 0; i < 70; i++) doubling = doubling * 2;
  console.log(doubling, doubling % 1000, doubling - 1);
}
pastTwoToThe53();

function bits(): void {
  let h = 0x9e3779b9 | 0;
  for (let i = 0; i < 5; i++) {
    h ^= h << 13;
    h ^= h >>> 17;
    h = Math.imul(h, 31);
  }
  console.log(h, h >>> 0, ~h, h & 0xff, h >> 3, (h >>> 0) % 1024, 2 ** 32 | 0, 1.9 | 0, -1.9 | 0);
  let state = 1;
  let low = 0;
  for (let i = 0; i < 1000; i++) {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    low = (low + ((state >>> 0) % 1024) * 3) & 0xffff;
  }
  console.log(state, low);
}
bits();

function indexing(): void {
  const values = [10, 20, 30, 40];
  let k = 7;
  console.log(values[k % 4], values[(k + 1) % 4], values[k - 10], values[-0], values[k * 2 - 13]);
  let position = 0;
  let visits = 0;
  for (let i = 0; i < 1000; i++) {
    position = (values[position % 4] + i) % 7;
    if (position > 3) visits++;
  }
  console.log(position, visits);
}
indexing();

function staysADouble(): void {
  let half = 1;
  for (let i = 0; i < 3; i++) half = half / 2;
  let mixed = 0;
  mixed = mixed + 0.5;
  let parsed = Number("12");
  parsed = parsed % 5;
  let notANumber = 0;
  notANumber = notANumber % 0;
  let infinite = 1;
  for (let i = 0; i < 400; i++) infinite = infinite * 10;
  console.log(half, mixed, parsed, notANumber, infinite, infinite % 3, -infinite);
}
staysADouble();

function comparisons(limit: number): number {
  let count = 0;
  let a = 3;
  for (let i = 0; i < limit; i++) {
    a = (a * 5 + 1) % 16;
    if (a === 0 || a >= 12 || a < i % 4 || a !== a) count += 2;
    else count -= 1;
  }
  return count;
}
console.log(comparisons(1000), comparisons(0), comparisons(-3));

let steps = 0;
function countSteps(n: number): number {
  let local = 0;
  while (n !== 1) {
    n = n % 2 === 0 ? n / 2 : 3 * n + 1;
    local++;
  }
  steps += local;
  return local;
}
console.log(countSteps(27), countSteps(97), steps);

// Integer parameters: every call passes an integer.
function fibonacci(n: number): number {
  return n < 2 ? n : fibonacci(n - 1) + fibonacci(n - 2);
}
function cube(n: number): number {
  return n * n * n;
}
function negated(n: number): number {
  return -n;
}
console.log(fibonacci(20), cube(2 ** 20), cube(123456789), negated(0), 1 / negated(0), negated(5));

// An `any` key indexes an array as JavaScript's canonical numeric strings do.
const keyed: string[] = [];
const setAt = (key: string) => {
  keyed[key as any] = "v" + key;
};
setAt("0");
setAt("1");
console.log(keyed, keyed.length);
