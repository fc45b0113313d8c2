// Numeric algorithms over arrays: sieve, prefix sums, insertion sort, matrix product.
function sieve(limit: number): number[] {
  const composite = new Array<boolean>(limit + 1).fill(false);
  const primes: number[] = [];
  for (let n = 2; n <= limit; n++) {
    if (composite[n]) continue;
    primes.push(n);
    for (let m = n * n; m <= limit; m += n) composite[m] = true;
  }
  return primes;
}
const primes = sieve(100);
console.log(primes.length, primes.slice(-5).join(" "));
const prefix = new Array(11).fill(0);
for (let i = 1; i <= 10; i++) prefix[i] = prefix[i - 1] + i * i;
console.log(prefix.join(","));
function insertionSort(values: number[]): number[] {
  const sorted = values.slice();
  for (let i = 1; i < sorted.length; i++) {
    const current = sorted[i];
    let j = i - 1;
    while (j >= 0 && sorted[j] > current) {
      sorted[j + 1] = sorted[j];
      j--;
    }
    sorted[j + 1] = current;
  }
  return sorted;
}
const data = [5, -2, 9, 0, 3.5, -7, 9, 1];
console.log(insertionSort(data).join(" "), "|", data.join(" "));
function multiply(a: number[][], b: number[][]): number[][] {
  const out: number[][] = [];
  for (let i = 0; i < a.length; i++) {
    const row = new Array<number>(b[0].length).fill(0);
    for (let j = 0; j < b[0].length; j++) {
      for (let k = 0; k < b.length; k++) row[j] += a[i][k] * b[k][j];
    }
    out.push(row);
  }
  return out;
}
console.log(String(multiply([[1, 2], [3, 4]], [[5, 6], [7, 8]])));
