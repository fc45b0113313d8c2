// Prime sieve by trial division, FizzBuzz and a multiplication table.
function isPrime(n: number): boolean {
  if (n < 2) return false;
  for (let d = 2; d * d <= n; d++) {
    if (n % d === 0) return false;
  }
  return true;
}
let primes = "";
let count = 0;
for (let n = 0; n < 60; n++) {
  if (isPrime(n)) {
    primes += n + " ";
    count++;
  }
}
console.log(primes);
console.log("count", count);
for (let i = 1; i <= 15; i++) {
  if (i % 15 === 0) console.log("FizzBuzz");
  else if (i % 3 === 0) console.log("Fizz");
  else if (i % 5 === 0) console.log("Buzz");
  else console.log(i);
}
for (let r = 1; r <= 4; r++) {
  let row = "";
  for (let c = 1; c <= 4; c++) {
    const cell = `${r * c}`;
    row += cell.length < 2 ? " " + cell : cell;
    if (c < 4) row += " ";
  }
  console.log(row);
}
