// map, filter, reduce, forEach and the searches on typed arrays.
const data = new Int32Array([3, 8, -2, 7, 10, 5]);
const doubled = data.map((x) => x * 2);
const halves = data.map((x) => x / 2);
console.log(doubled, halves);
const bytes = new Uint8Array([100, 200, 50]).map((x, i) => x + i * 100);
console.log(bytes);
console.log(data.filter((x) => x > 4), data.filter((x, i) => i % 2 === 0), data.filter(() => false));
console.log(data.reduce((sum, x) => sum + x), data.reduce((sum, x) => sum + x, 100));
console.log(data.reduce((text, x) => text + x.toString(16), ""), data.reduceRight((acc, x) => acc + "," + x, "end"));
console.log(data.reduce<number[]>((acc, x) => { if (x % 2) acc.push(x); return acc; }, []));
data.forEach((x, i, array) => {
  if (i < 2) console.log(i, x, array.length);
});
console.log(data.some((x) => x < 0), data.every((x) => x < 100), data.every((x) => x > 0));
console.log(data.find((x) => x > 7), data.find((x) => x > 70), data.findIndex((x) => x === 7), data.findIndex((x) => x === 70));
console.log(data.findLast((x) => x > 4), data.findLastIndex((x) => x < 0), data.findLast((x) => x > 100));
const filtered = new Float32Array([0.5, 1.5, 2.5]).filter((x) => x > 1);
console.log(filtered, filtered.length);
function square(x: number): number {
  return x * x;
}
console.log(new Float64Array([1, 2, 3]).map(square));
try {
  new Uint16Array(0).reduce((a, b) => a + b);
} catch (error) {
  if (error instanceof TypeError) console.log("TypeError:", error.message);
}
try {
  new Float64Array(0).reduceRight((a, b) => a + b);
} catch (error) {
  if (error instanceof TypeError) console.log("TypeError:", error.message);
}
let visits = 0;
const probe = new Int8Array(4);
probe.forEach(() => {
  visits++;
});
console.log(visits);
