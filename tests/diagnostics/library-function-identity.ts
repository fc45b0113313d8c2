// A library function read as a value is a new function each time, where
// JavaScript has one: comparing it by identity is refused, not answered.
const toInt = parseInt;
console.log(toInt === parseInt);
console.log(Number.parseFloat !== parseFloat);
const value: unknown = 1;
console.log((value as { constructor: unknown }).constructor == Number);
