// Fannkuch-redux: permutations and flips on small arrays.
const benchStarted = performance.now();
function fannkuch(n: number): [number, number] {
  const perm1: number[] = [];
  for (let i = 0; i < n; i++) perm1.push(i);
  const perm: number[] = new Array(n).fill(0);
  const count: number[] = new Array(n).fill(0);
  let maxFlips = 0, checksum = 0, permCount = 0, r = n;
  while (true) {
    while (r !== 1) {
      count[r - 1] = r;
      r--;
    }
    for (let i = 0; i < n; i++) perm[i] = perm1[i];
    let flips = 0;
    let k = perm[0];
    while (k !== 0) {
      for (let i = 0, j = k; i < j; i++, j--) {
        const t = perm[i];
        perm[i] = perm[j];
        perm[j] = t;
      }
      flips++;
      k = perm[0];
    }
    if (flips > maxFlips) maxFlips = flips;
    checksum += permCount % 2 === 0 ? flips : -flips;
    while (true) {
      if (r === n) return [checksum, maxFlips];
      const perm0 = perm1[0];
      for (let i = 0; i < r; i++) perm1[i] = perm1[i + 1];
      perm1[r] = perm0;
      count[r]--;
      if (count[r] > 0) break;
      r++;
    }
    permCount++;
  }
}
const [checksum, flips] = fannkuch(10);
console.log(`${checksum}\nPfannkuchen(10) = ${flips}`);
console.error(`work-ms: ${(performance.now() - benchStarted).toFixed(1)}`);
