// Methods that return new arrays leave the original alone.
const original = [5, 1, 4, 2, 3];
const sorted = original.toSorted((a, b) => a - b);
const reversed = [...original].reverse();
const sliced = original.slice(1, -1);
const joined = original.concat([6, 7], [8], 9);
const mapped = original.map((n) => n * 10);
const filtered = original.filter((n) => n % 2 === 1);
console.log(original);
console.log(sorted, reversed, sliced);
console.log(joined, mapped, filtered);
console.log(original.indexOf(4), original.lastIndexOf(4), original.at(-1), original.at(10));
const words = ["pear", "Apple", "fig", "banana"];
console.log(words.toSorted(), words.toSorted((a, b) => a.length - b.length), words);
console.log([10, 9, 1, 100, 25].sort(), [10, 9, 1, 100, 25].sort((a, b) => a - b));
console.log([3, 1, 2].toString(), String([[1, 2], [3]]), [[1, 2], [3], []].flat());
const flattened = [[1, 2], [3], [], [4, 5]].flat();
console.log(flattened, flattened.length);
console.log(["a", "b"].flatMap((s) => [s, s.toUpperCase()]));
