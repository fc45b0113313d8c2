// Number() and String() and Boolean() on primitives.
console.log(Number("42"), Number("  3.5  "), Number(""), Number("12px"), Number("0x10"), Number("-Infinity"));
console.log(Number("1e3"), Number("-0"), Number(".5"), Number("5."), Number("0b101"), Number("abc"));
console.log(Number(true), Number(false), +"7", +"", +" 12 ");
console.log(String(12), String(true), String(-0), String(1e-7), String("s"));
console.log(Boolean(0), Boolean(-0), Boolean(NaN), Boolean(1), Boolean(""), Boolean("0"), Boolean("false"));
