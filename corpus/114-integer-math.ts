// Integer algorithms on doubles: gcd, modular exponentiation, digit sums.
function gcd(a: number, b: number): number {
  while (b !== 0) {
    const t = b;
    b = a % b;
    a = t;
  }
  return a;
}
function modPow(base: number, exponent: number, modulus: number): number {
  let result = 1;
  base = base % modulus;
  while (exponent > 0) {
    if (exponent % 2 === 1) result = (result * base) % modulus;
    exponent = Math.floor(exponent / 2);
    base = (base * base) % modulus;
  }
  return result;
}
function digitSum(n: number): number {
  let sum = 0;
  while (n > 0) {
    sum += n % 10;
    n = Math.floor(n / 10);
  }
  return sum;
}
console.log(gcd(1071, 462), gcd(17, 5), gcd(0, 9));
console.log(modPow(2, 10, 1000), modPow(3, 200, 13), modPow(7, 123456, 1000003));
console.log(digitSum(123456789), digitSum(2 ** 50));
