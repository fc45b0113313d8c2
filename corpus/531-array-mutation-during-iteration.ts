// Arrays changed while looped over: for-of reads the length each step.
const xs = [1, 2, 3];
const visits: number[] = [];
for (const x of xs) {
  visits.push(x);
  if (x === 1) xs.push(4);
  if (x === 3) xs.pop();
}
console.log(visits, xs);

const ys = [10, 20, 30, 40];
const seen: number[] = [];
ys.forEach((y, i) => {
  seen.push(y);
  if (i === 0) ys.push(50);
});
console.log(seen, ys);

const zs = [5, 6, 7, 8];
const mapped = zs.map((z, i, arr) => {
  if (i === 0) arr[3] = 80;
  return z * 2;
});
console.log(mapped, zs);

const queue = [1];
let processed = 0;
for (let i = 0; i < queue.length; i++) {
  processed++;
  if (queue[i] < 20) queue.push(queue[i] * 3, queue[i] * 3 + 1);
}
console.log(processed, queue.length, queue.slice(-3));
