// Arrays: an element read is an inline bounds check and load (undefined
// from the runtime outside); an in-range number store is inline; pushes and
// literals go through the runtime, which retains counted elements.
function total(values: number[]): number {
  let sum = 0;
  for (const value of values) sum += value;
  return sum;
}
const data = [1, 2, 3];
data[1] = 10;
data.push(4);
console.log(total(data), data.length);
