// Parameters written as patterns, with renaming, nesting and defaults.
interface Size {
  width: number;
  height: number;
}
interface Box {
  name: string;
  size: Size;
  tags: string[];
}
function area({ width, height }: Size): number {
  return width * height;
}
function describe({ name, size: { width: w, height: h }, tags: [firstTag] }: Box): string {
  return `${name}: ${w}x${h} (${firstTag})`;
}
function first([head, ...tail]: number[]): string {
  return `head ${head}, ${tail.length} more`;
}
function point([x = 0, y = 0]: number[]): string {
  return `(${x}, ${y})`;
}
const box: Box = { name: "crate", size: { width: 3, height: 4 }, tags: ["wood", "heavy"] };
console.log(area(box.size), describe(box));
console.log(first([7, 8, 9]), first([1]));
console.log(point([5, 6]), point([5]), point([]));
const pairs: number[][] = [[1, 2], [3, 4], [5, 6]];
console.log(pairs.map(([a, b]) => a * b));
console.log(pairs.map(([a, b], index) => `${index}:${a + b}`).join(" "));
const sizes: Size[] = [{ width: 1, height: 2 }, { width: 3, height: 3 }];
console.log(sizes.filter(({ width, height }) => width === height).length);
console.log(sizes.reduce((total, { width }) => total + width, 0));
let left = "L";
let right = "R";
[left, right] = [right, left];
console.log(left, right);
const { width, height: tall } = box.size;
console.log(width, tall);
for (const { name, size } of [box]) console.log(name, area(size));
