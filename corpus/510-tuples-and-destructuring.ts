function minMax(values: number[]): [number, number] {
  let low = values[0];
  let high = values[0];
  for (const v of values) {
    if (v < low) low = v;
    if (v > high) high = v;
  }
  return [low, high];
}
const [low, high] = minMax([4, -2, 9, 3]);
console.log(low, high);
function split(text: string): [string, string] {
  const index = text.indexOf("=");
  return [text.slice(0, index), text.slice(index + 1)];
}
for (const line of ["a=1", "name=ada"]) {
  const [key, value] = split(line);
  console.log(`${key} -> ${value}`);
}
let [first, , third] = [10, 20, 30];
first += third;
console.log(first, third);
const ones: number[] = [1];
const [only, missing] = ones;
console.log(only, missing);
const pair: [string, string] = ["x", "y"];
const grid: [number, number][] = [[1, 2], [3, 4]];
console.log(pair, pair.length, grid, grid[1][0]);
function show(): void {
  const [a, b] = grid[0];
  console.log(a + b);
}
show();
