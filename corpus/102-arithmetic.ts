// The four operations, with IEEE-754 edge cases.
let a = 17;
let b = 5;
console.log(a + b, a - b, a * b, a / b);
console.log(a / 0, -a / 0, 0 / 0);
console.log(0.1 * 3, 1.1 + 2.2, 3 * 1.1);
console.log(9007199254740992 + 1, 9007199254740993);
console.log(1e308 * 10, -1e308 * 10);
const price = 19.99;
const quantity = 3;
const subtotal = price * quantity;
console.log("subtotal:", subtotal, "rounded:", Math.round(subtotal * 100) / 100);
