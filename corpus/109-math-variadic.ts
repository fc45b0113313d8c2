// Math.max, Math.min and Math.hypot with any number of arguments.
console.log(Math.max(), Math.min());
console.log(Math.max(1), Math.min(1));
console.log(Math.max(1, 5, 3), Math.min(1, 5, 3));
console.log(Math.max(-0, 0), Math.max(0, -0), Math.min(0, -0), Math.min(-0, 0));
console.log(Math.max(1, NaN, 3), Math.min(NaN, 1));
console.log(Math.hypot(), Math.hypot(3), Math.hypot(3, 4), Math.hypot(1, 2, 3));
console.log(Math.hypot(NaN, Infinity), Math.hypot(-3, -4), Math.hypot(1e200, 1e200));
console.log(Math.atan2(1, 1), Math.atan2(-0, -1), Math.atan2(0, -0), Math.atan2(1, 0));
console.log(Math.PI, Math.E, Math.LN2, Math.LN10, Math.LOG2E, Math.LOG10E, Math.SQRT2, Math.SQRT1_2);
