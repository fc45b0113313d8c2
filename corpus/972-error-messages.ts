// Error messages built from values: numbers, arrays, objects and nested
// templates.
interface Range {
  low: number;
  high: number;
}
function check(value: number, range: Range): number {
  if (value < range.low || value > range.high) {
    throw new RangeError(
      `value ${value} outside [${range.low}, ${range.high}] (by ${
        value < range.low ? range.low - value : value - range.high
      })`,
    );
  }
  return value;
}
const range: Range = { low: 0, high: 10 };
for (const v of [5, -2.5, 11, 1e21]) {
  try {
    console.log("ok", check(v, range));
  } catch (e) {
    if (e instanceof RangeError) console.log(e.message);
  }
}
function describeList(items: number[]): string {
  if (items.length === 0) throw new Error(`empty list: ${JSON.stringify(items)}`);
  if (items.some((n) => n < 0)) throw new Error(`negatives in ${items.join(",")}`);
  return `sum ${items.reduce((s, n) => s + n, 0)}`;
}
for (const list of [[1, 2], [], [3, -4]]) {
  try {
    console.log(describeList(list));
  } catch (e) {
    console.log(String(e));
  }
}
