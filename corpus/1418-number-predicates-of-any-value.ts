// `Number.isNaN`, `isFinite`, `isInteger` and `isSafeInteger` take any
// value and are false for anything that is not a number (no conversion,
// unlike the global `isNaN`).
console.log(Number.isNaN("NaN"), Number.isNaN(NaN), isNaN(Number("NaN")));
console.log(Number.isFinite("5"), Number.isFinite(5), Number.isInteger("5"), Number.isInteger(5));
console.log(Number.isSafeInteger(true), Number.isSafeInteger(2 ** 53), Number.isSafeInteger(2 ** 53 - 1));
const cells: (number | string)[] = [1, "a", 2.5, NaN, "3"];
console.log(cells.map((cell) => [Number.isInteger(cell), Number.isNaN(cell), Number.isFinite(cell)]));
const parsed: unknown[] = JSON.parse('[4, 4.5, "x", null]');
for (const item of parsed) {
  console.log(Number.isInteger(item), Number.isFinite(item));
}
let calls = 0;
function next(): string {
  calls++;
  return "x";
}
console.log(Number.isNaN(next()), calls);
