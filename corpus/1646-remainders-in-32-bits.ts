// Remainders whose operands fit 32 bits, computed in 32 bits: divisors
// at the edges of the unsigned and signed ranges, chosen at run time,
// negative dividends and the -0 they can make.
const flags = [true, false, true];
let out: string[] = [];
for (let i = 0; i < 3; i++) {
  const big = flags[i] ? 4294967295 : 1;
  const half = flags[i] ? 2147483647 : 3;
  const edge = i === 1 ? 4294967294 : 4294967295;
  out.push(String(2 % big), String(4294967294 % big), String(edge % big));
  out.push(String(2147483646 % half), String(4294967295 % half), String(i % half));
  const negative = -i - 2147483646;
  out.push(String(negative % half), String(-i % 7), String(Object.is(-i % 7, -0)));
  const divisor = (i % 2) + 1;
  out.push(String(4294967295 % divisor), String(-2147483648 % divisor));
}
console.log(out.join(" "));
let sum = 0;
for (let k = 0; k < 1000; k++) {
  const d = (k % 5) + 4294967291;
  sum = (sum + ((k * 7919) % d)) % 4294967295;
}
console.log(sum);
let signed = 0;
for (let k = -500; k < 500; k++) {
  const d = (k & 7) + 1;
  signed += k % d;
  if (Object.is(k % d, -0)) signed += 1000;
}
console.log(signed);
