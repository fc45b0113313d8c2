// Building and reading `any` dictionaries: properties set by name and by computed key, read back.
const benchStarted = performance.now();
const words = ["alpha", "beta", "gamma", "delta", "epsilon", "zeta", "eta", "theta", "iota", "kappa"];
let checksum = 0;
for (let round = 0; round < 40; round++) {
  const index: any = {};
  for (let i = 0; i < 5000; i++) {
    const key = words[i % words.length] + (i % 97);
    const entry = index[key];
    if (entry === undefined) {
      const fresh: any = {};
      fresh.count = 1;
      fresh.first = i;
      fresh.label = key;
      index[key] = fresh;
    } else {
      entry.count = entry.count + 1;
      entry.last = i;
    }
  }
  for (const key in index) {
    const e = index[key];
    checksum += e.count * 3 + e.first + (e.last === undefined ? 0 : e.last) + e.label.length;
  }
  const point: any = { x: round, y: round * 2 };
  for (let i = 0; i < 20000; i++) {
    point.x = point.x + point.y * 0.5;
    point.y = point.y - 1;
  }
  checksum += Math.floor(point.x) % 1000;
}
console.log(checksum);
console.error(`work-ms: ${(performance.now() - benchStarted).toFixed(1)}`);
