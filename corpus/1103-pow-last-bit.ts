// Found by the fuzzer: `x ** y` for some inputs differs from Node in the
// last bit. scriptc's pow is fdlibm's (V8's algorithm for most inputs: see
// runtime/src/lib.rs, which counts the one-ulp cases of Node's table); which
// variant V8 uses for these is not known yet.
console.log(123.456 ** 4, Math.pow(123.456, 4));
console.log((-0.8381) ** 100, 74.2375 ** 10);
console.log(3.3 ** 3, 7.77 ** 5, 2.5 ** -3, 1.1 ** 10);
