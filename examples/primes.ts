// A small program to show scriptc at work: counts primes with a sieve-free
// trial division, sums a series and prints a little table.

function isPrime(n: number): boolean {
  if (n < 2) return false;
  if (n % 2 === 0) return n === 2;
  for (let divisor = 3; divisor * divisor <= n; divisor += 2) {
    if (n % divisor === 0) return false;
  }
  return true;
}

function countPrimes(limit: number): number {
  let count = 0;
  for (let n = 0; n < limit; n++) {
    if (isPrime(n)) count++;
  }
  return count;
}

function fib(n: number): number {
  return n < 2 ? n : fib(n - 1) + fib(n - 2);
}

console.log("Hello from scriptc!");
for (let exponent = 2; exponent <= 6; exponent++) {
  const limit = 10 ** exponent;
  console.log(`primes below ${limit}: ${countPrimes(limit)}`);
}
console.log(`fib(27) = ${fib(27)}`);
let series = 0;
for (let k = 1; k <= 1000000; k++) {
  series += 1 / (k * k);
}
console.log("sum of 1/k^2:", series, "pi^2/6:", (Math.PI * Math.PI) / 6);
