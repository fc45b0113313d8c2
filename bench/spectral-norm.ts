// Spectral norm of an infinite matrix (number arrays).
const benchStarted = performance.now();
function a(i: number, j: number): number {
  return 1 / (((i + j) * (i + j + 1)) / 2 + i + 1);
}
function multiplyAv(n: number, v: number[], av: number[]): void {
  for (let i = 0; i < n; i++) {
    let sum = 0;
    for (let j = 0; j < n; j++) sum += a(i, j) * v[j];
    av[i] = sum;
  }
}
function multiplyAtv(n: number, v: number[], atv: number[]): void {
  for (let i = 0; i < n; i++) {
    let sum = 0;
    for (let j = 0; j < n; j++) sum += a(j, i) * v[j];
    atv[i] = sum;
  }
}
function multiplyAtAv(n: number, v: number[], out: number[], tmp: number[]): void {
  multiplyAv(n, v, tmp);
  multiplyAtv(n, tmp, out);
}
const n = 1500;
const u: number[] = new Array(n).fill(1);
const v: number[] = new Array(n).fill(0);
const tmp: number[] = new Array(n).fill(0);
for (let i = 0; i < 10; i++) {
  multiplyAtAv(n, u, v, tmp);
  multiplyAtAv(n, v, u, tmp);
}
let vBv = 0, vv = 0;
for (let i = 0; i < n; i++) {
  vBv += u[i] * v[i];
  vv += v[i] * v[i];
}
console.log(Math.sqrt(vBv / vv).toFixed(9));
console.error(`work-ms: ${(performance.now() - benchStarted).toFixed(1)}`);
