// Loop counters: `for (let i = 0; ...; i++)` variables read as numbers
// everywhere, whatever else the loop does with them.
const xs = [10, 20, 30, 40];
let out = "";
for (let i = 0; i < xs.length; i++) out += i + ":" + xs[i] + " ";
console.log(out);
for (let i = xs.length - 1; i >= 0; i--) out += xs[i];
console.log(out);
for (let i = 3; i > -3; i--) console.log(i, 1 / i, i / 2, i % 2, -i, i.toString(2), `${i}`);
for (let i = -0; i < 1; i++) console.log(1 / i === -Infinity ? "minus zero" : "zero", 1 / i);
for (let i = 0; i <= 2; i += 1) console.log("step", i, i * 0.5);
for (let i = 10; i >= 4; i -= 1) if (i % 3 === 0) console.log("three", i);
const grid = [[1, 2], [3, 4, 5]];
for (let r = 0; r < grid.length; r++) {
  for (let c = 0; c < grid[r].length; c++) grid[r][c] *= r + c;
}
console.log(grid);
// Counters that are also written in the body, or captured, stay numbers.
const fns: (() => number)[] = [];
for (let i = 0; i < 3; i++) fns.push(() => i * 100);
console.log(fns.map((f) => f()));
for (let i = 0; i < 10; i++) {
  if (i === 2) i += 0.5;
  if (i > 5) break;
  console.log("skip", i);
}
const big = 2 ** 31 - 2;
let steps = 0;
for (let i = big; i < big + 4; i++) steps += i - big;
console.log(steps);
const bytes = new Uint8Array(5);
for (let i = 0; i < bytes.length; i++) bytes[i] = i * 100;
let sum = 0;
for (let i = 0; i < bytes.length + 2; i++) sum += bytes[i] ?? 1000;
console.log(bytes, sum);
const floats = new Float64Array(4);
for (let i = 0; i <= floats.length; i++) floats[i] = i / 3;
console.log(floats);
const words: string[] = [];
for (let i = 0; i < 3; i++) words[i] = "w" + i;
for (let i = 0; i < words.length; i++) words[i] += "!";
console.log(words, words.length);
// Neighbours of a counter index, inside and outside the bounds.
const cells = new Float64Array([1, 2, 3, 4]);
const plain = [5, 6, 7];
for (let i = 0; i < cells.length; i++) console.log(cells[i - 1], cells[i + 1], plain[i - 1], plain[i + 2]);
for (let i = 0; i < 3; i++) {
  plain[i + 1] = i;
  cells[i - 1] += 1;
}
console.log(cells, plain);
