// parseInt and parseFloat as JavaScript defines them.
console.log(parseInt("42"), parseInt("  -17 apples"), parseInt("3.99"), parseInt("0x1A"), parseInt("0x1A", 10));
console.log(parseInt("101", 2), parseInt("777", 8), parseInt("zz", 36), parseInt("Z", 36), parseInt("12", 3));
console.log(parseInt(""), parseInt("abc"), parseInt("1", 1), parseInt("1", 37), parseInt("-0"), parseInt("+5"));
console.log(parseInt("123456789012345678901234567890"), parseInt("ffffffffffffffffff", 16));
console.log(parseFloat("3.14"), parseFloat("  -0.5e3xyz"), parseFloat(".25"), parseFloat("5."), parseFloat("1e"));
console.log(parseFloat("Infinity"), parseFloat("-Infinityx"), parseFloat("nan"), parseFloat(""), parseFloat("0x10"));
console.log(Number.parseFloat("2.5"), Number.parseInt("08"), parseFloat("1e400"), parseFloat("-1e-400"));
function sumNumbers(text: string): number {
  let total = 0;
  let start = 0;
  for (let i = 0; i <= text.length; i++) {
    if (i === text.length || text[i] === ",") {
      total += parseFloat(text.slice(start, i));
      start = i + 1;
    }
  }
  return total;
}
console.log(sumNumbers("1.5,2.25,3,4e1"));
