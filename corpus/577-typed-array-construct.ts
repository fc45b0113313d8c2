// Constructing typed arrays: from lengths, arrays, other typed arrays, sets,
// from() with a mapping function, of(); spreading and iterating them.
const fromLength = new Float64Array(3);
const fromArray = new Int32Array([1.9, -1.9, 3]);
const fromTyped = new Uint8Array(new Int32Array([-1, 256, 257]));
const fromSet = new Int16Array(new Set([5, 5, 6]));
console.log(fromLength, fromArray, fromTyped, fromSet);
console.log(Float32Array.from([1, 2, 3], (x, i) => x * 10 + i), Uint8Array.from(new Set([1, 2])));
console.log(Int8Array.of(), Int8Array.of(1, -1, 128), Float64Array.from(fromArray));
const list = [...fromArray];
list.push(99);
console.log(list, Array.from(fromTyped), [0, ...fromSet, 0]);
let sum = 0;
for (const value of fromArray) sum += value;
for (const [index, value] of fromTyped.entries()) console.log(index, value);
for (const index of fromSet.keys()) console.log("key", index);
console.log(sum, [...fromArray.values()]);
const [first, second, ...rest] = new Uint16Array([4, 5, 6, 7]);
console.log(first, second, rest);
try {
  console.log(new Int32Array(-1));
} catch (error) {
  if (error instanceof RangeError) console.log(error.name, error.message);
}
try {
  new Uint8Array(4).set([1, 2, 3], 2);
} catch (error) {
  if (error instanceof RangeError) console.log(error.name, error.message);
}
console.log(new Float64Array(2.7).length, new Uint8Array(NaN).length);
