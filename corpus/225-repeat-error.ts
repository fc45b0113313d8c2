// @exit: 1
// A negative repeat count is a RangeError that ends the program.
const n: number = 3 - 4;
console.log("ab".repeat(2));
console.log("ab".repeat(n));
console.log("not reached");
