const big = 2 ** 63;
console.log(big % 3, -big % 3, big % 7, (2 ** 63 + 2048) % 5, 9223372036854775807 % 10, Math.abs(Math.trunc(-9.223372036854776e18)) % 3);
for (const v of [2 ** 62, 2 ** 63, 2 ** 64, -(2 ** 63), 1e19]) console.log(v % 3, v % 1000, 7 % v, v % -3);
