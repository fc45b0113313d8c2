// A sieve of Eratosthenes with boolean and number arrays.
function sieve(limit: number): number[] {
  const composite = new Array<boolean>(limit + 1).fill(false);
  const primes: number[] = [];
  for (let i = 2; i <= limit; i++) {
    if (composite[i]) continue;
    primes.push(i);
    for (let j = i * i; j <= limit; j += i) composite[j] = true;
  }
  return primes;
}
const primes = sieve(100);
console.log(primes.length, primes);
const gaps = primes.slice(1).map((p, i) => p - primes[i]);
console.log(Math.max(...gaps), gaps.filter((g) => g === 2).length);
function factorize(n: number): Map<number, number> {
  const factors = new Map<number, number>();
  for (const p of sieve(Math.ceil(Math.sqrt(n)) + 1)) {
    while (n % p === 0) {
      factors.set(p, (factors.get(p) ?? 0) + 1);
      n /= p;
    }
  }
  if (n > 1) factors.set(n, 1);
  return factors;
}
console.log(factorize(360), factorize(97), factorize(2 ** 10 * 3 ** 4));
