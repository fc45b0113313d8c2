// Number literals in every notation print as Node prints them.
console.log(0, 1, -1, 42, 3.14, -2.5);
console.log(0x1f, 0o17, 0b1011, 1_000_000);
console.log(1e3, 1.5e-3, 2e-7, 1e21, 1e20, 123456789012345680000);
console.log(0.1, 0.2, 0.1 + 0.2, 1 / 3, 2 / 3);
console.log(5e-324, 1.7976931348623157e308, 2 ** 53, 2 ** 53 + 1);
console.log(-0, 0 * -1, 1 / Infinity, -1 / Infinity);
console.log(NaN, Infinity, -Infinity);
console.log(100, 1e2, 0.000001, 0.0000001, 123e-20);
