// @exit: 1
// An invalid code point is a RangeError that ends the program.
console.log(String.fromCodePoint(65, 66));
console.log(String.fromCodePoint(0x110000));
console.log("not reached");
