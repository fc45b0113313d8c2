// `**` and Math.pow agree with Node, including the special cases.
console.log(2 ** 10, 2 ** -1, 2 ** 0.5, (-2) ** 3, (-8) ** (1 / 3));
console.log(2 ** 3 ** 2, (2 ** 3) ** 2);
console.log(1 ** Infinity, (-1) ** Infinity, NaN ** 0, 0 ** 0);
console.log(0 ** -1, (-0) ** -1, (-0) ** -2, Infinity ** -1);
console.log(Math.pow(10, 21), Math.pow(10, -7), Math.pow(1.0001, 10000));
let x = 3;
x **= 4;
console.log(x);
