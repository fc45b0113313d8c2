// `toSpliced` returns a spliced copy (the array itself unchanged);
// `new Array(n).fill(null)` is an `any[]`, as tsc types it.

const letters = ["a", "b", "c", "d"];
console.log(letters.toSpliced(1, 2), letters.toSpliced(1, 1, "x", "y"), letters.toSpliced(-1));
console.log(letters.toSpliced(0, 0), letters.toSpliced(10, 1, "z"), letters);
const numbers = [5, 6, 7];
const spliced = numbers.toSpliced(0, 1);
spliced.push(8);
console.log(numbers, spliced, numbers.toSpliced(1, 0, 0).length);

const grid = new Array(3).fill(null);
grid[1] = "middle";
console.log(grid, grid.length, grid.indexOf(null));
const flags = new Array(2).fill(undefined);
console.log(flags, flags.map((flag) => flag === undefined));
