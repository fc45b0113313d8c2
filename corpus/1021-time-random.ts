// Clocks and randomness: only properties that hold on every run print.
const start = Date.now();
const t0 = performance.now();
let sum = 0;
for (let i = 0; i < 100000; i++) sum += Math.sqrt(i);
const t1 = performance.now();
console.log(sum > 0, t1 >= t0, t0 >= 0, Number.isInteger(start), start > 1.6e12);
const now = new Date();
console.log(now.getTime() >= start, now.getUTCFullYear() >= 2024);
const rolls: number[] = [];
for (let i = 0; i < 1000; i++) rolls.push(Math.floor(Math.random() * 6) + 1);
console.log(rolls.every((r) => r >= 1 && r <= 6), new Set(rolls).size === 6);
const unit = Array.from({ length: 1000 }, () => Math.random());
console.log(unit.every((x) => x >= 0 && x < 1), Math.max(...unit) > 0.9, Math.min(...unit) < 0.1);
