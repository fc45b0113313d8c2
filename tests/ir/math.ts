// Math: intrinsics for exact functions, runtime calls for the rest.
console.log(Math.max(1, 2, 3), Math.floor(2.5), Math.sin(1), Math.hypot(3, 4), Math.imul(3, 4));
