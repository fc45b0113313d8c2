// Found by the fuzzer: a comparator that returns NaN (here, through NaN
// elements) or contradicts itself leaves elements in the order V8's
// TimSort leaves them; scriptc sorts with the same algorithm.
const base = [3, NaN, 1, 2, NaN, 0, -1, 5, 4, NaN];
console.log([...base].sort((a, b) => a - b));
const big: number[] = [];
for (let i = 0; i < 300; i++) big.push(i % 7 === 0 ? NaN : (i * 7919) % 101);
console.log(JSON.stringify([...big].sort((a, b) => a - b)));
let calls = 0;
const weird = [...big].sort(() => {
  calls++;
  return (calls % 3) - 1;
});
console.log(JSON.stringify(weird), calls);
const text = "line\nbreak".split("").map((c) => c.charCodeAt(0));
const v = Math.log(4294967295) * parseInt("abc");
console.log([...text.concat([v, 2, v])].sort((a, b) => a - b));
const runs: number[] = [];
for (let i = 0; i < 2000; i++) runs.push(i < 1000 ? 1000 - i : (i * 31) % 500);
let comparisons = 0;
runs.sort((a, b) => {
  comparisons++;
  return a - b;
});
console.log(runs.slice(0, 5), runs.slice(-5), comparisons);
const words = ["pear", "Apple", "fig", "apple", "Fig", "banana"];
console.log([...words].sort(), [...words].sort((a, b) => a.length - b.length));
