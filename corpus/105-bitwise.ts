// Bitwise operators convert with ToInt32 / ToUint32.
console.log(5 & 3, 5 | 3, 5 ^ 3, ~5, ~-1, ~0);
console.log(1 << 31, 1 << 32, 1 << 33, -1 >> 1, -1 >>> 1, -1 >>> 0);
console.log(2147483648 | 0, 4294967296 | 0, 4294967295 | 0, -2147483649 | 0);
console.log(1.9 | 0, -1.9 | 0, NaN | 0, Infinity | 0, -Infinity | 0);
console.log(1e20 | 0, -1e20 | 0, 1e300 | 0, 2 ** 63 | 0, 2 ** 64 + 4096 | 0);
console.log(0xff00ff >>> 8, 0xdeadbeef >>> 0, 0xdeadbeef | 0, 0xdeadbeef >> 4);
let flags = 0;
flags |= 1 << 3;
flags |= 1 << 5;
flags &= ~(1 << 3);
flags ^= 0xf;
flags <<= 2;
flags >>= 1;
flags >>>= 0;
console.log(flags);
