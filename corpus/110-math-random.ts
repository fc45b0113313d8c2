// Math.random stays in [0, 1); the output does not depend on the values.
let inRange = 0;
let sum = 0;
for (let i = 0; i < 10000; i++) {
  const r = Math.random();
  if (r >= 0 && r < 1) inRange++;
  sum += r;
}
console.log("in range:", inRange);
console.log("mean is plausible:", sum / 10000 > 0.4 && sum / 10000 < 0.6);
const die = Math.floor(Math.random() * 6) + 1;
console.log("die is 1..6:", die >= 1 && die <= 6);
