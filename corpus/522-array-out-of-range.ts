// Reads past the end of arrays are undefined: printed as undefined, equal
// to undefined, NaN in arithmetic, "undefined" when concatenated.
const numbers = [1, 2, 3];
const missing = numbers[10];
console.log(missing, missing === undefined, missing + 1, "x" + missing, numbers[-1]);
console.log(numbers[1.5], numbers[3], numbers.at(5), numbers[numbers.length - 1]);
const words = ["a", "b"];
console.log(words[5], words[5] === undefined, words[2] ?? "fallback", `[${words[9]}]`);
let total = 0;
for (let i = 0; i <= numbers.length; i++) total += numbers[i] ?? 100;
console.log(total);
const grid = [[1, 2], [3]];
console.log(grid[1][1], grid[1][1] === undefined, grid[0].length);
const sparse: number[] = [];
sparse[3] = 7;
console.log(sparse.length, sparse.join("-"), sparse[0] === undefined, sparse.indexOf(7));
const names: string[] = [];
console.log(names.pop(), names.shift(), names[0], names.length);
