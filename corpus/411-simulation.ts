// A deterministic pseudo-random simulation with a linear congruential generator.
let seed = 12345;
function nextRandom(): number {
  seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
  return (seed >>> 16) / 65536;
}
let heads = 0;
let longestRun = 0;
let run = 0;
let previous = false;
for (let flip = 0; flip < 10000; flip++) {
  const isHeads = nextRandom() < 0.5;
  if (isHeads) heads++;
  run = isHeads === previous ? run + 1 : 1;
  if (run > longestRun) longestRun = run;
  previous = isHeads;
}
console.log("heads:", heads, "longest run:", longestRun);
let x = 0;
let y = 0;
for (let stepCount = 0; stepCount < 1000; stepCount++) {
  const direction = Math.floor(nextRandom() * 4);
  if (direction === 0) x++;
  else if (direction === 1) x--;
  else if (direction === 2) y++;
  else y--;
}
console.log("walk ended at", x, y, "distance", Math.hypot(x, y));
