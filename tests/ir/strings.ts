// String literals are immortal constants; `s + n` formats n into the result.
let s = "count: ";
s += 42;
console.log(s, s.length, "café" < "cafe");
