// reduce and reduceRight with and without initial values, on empty arrays
// and with index arguments.
const xs = [1, 2, 3, 4];
console.log(xs.reduce((a, b) => a + b), xs.reduce((a, b) => a + b, 10));
console.log(xs.reduceRight((a, b) => a + "-" + b, ""), xs.reduceRight((acc, x) => acc * x));
console.log(["a", "b", "c"].reduce((acc, s, i) => acc + s + i, ">"));
console.log(xs.reduce((acc, x, i, arr) => acc + x * arr.length + i, 0));
const empty: number[] = [];
console.log(empty.reduce((a, b) => a + b, 0), empty.reduceRight((a, b) => a + b, 5));
const nested = [[1, 2], [3], [4, 5, 6]];
console.log(nested.reduce((acc, row) => acc.concat(row), [] as number[]));
const counts = "abracadabra".split("").reduce((acc, ch) => {
  acc.set(ch, (acc.get(ch) ?? 0) + 1);
  return acc;
}, new Map<string, number>());
console.log(counts);
const max = xs.reduce((best, x) => (x > best ? x : best), -Infinity);
console.log(max, [5].reduce((a, b) => a * b));
