// Sets of boxes made from arrays of narrower elements (boxed, or the same
// boxes), and concat with spread arguments (lists flattened, items added).
const row: [number, string, boolean] = [1, "a", true];
const nums = [3, 1, 3];
const u = new Set<unknown>(row);
const v = new Set<number | string>(nums);
const w: Set<unknown> = new Set(nums);
console.log(u.size, v.has(3), [...v], w.size, [...u]);
const lists = [[1, 2], [3]];
console.log([0].concat(...lists), [0].concat(...nums), [0].concat(nums, ...lists));
const grid: number[][] = [[1]];
console.log(grid.concat([[2]], [[3], [4]]), grid.concat(...[[[5]]]));
const labels: (string | number)[] = ["x", 1];
const wide = new Set<string | number | boolean>(labels);
console.log(wide.size, [...wide].map((x) => typeof x), labels.concat(...[["y"], [2]]));
