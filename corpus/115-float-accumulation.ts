// Floating-point accumulation prints every digit Node prints.
let sum = 0;
for (let i = 0; i < 10; i++) {
  sum += 0.1;
}
console.log(sum, sum === 1);
let harmonic = 0;
for (let k = 1; k <= 1000; k++) {
  harmonic += 1 / k;
}
console.log(harmonic);
let product = 1;
for (let k = 1; k <= 25; k++) {
  product *= k;
}
console.log("25! =", product);
let tiny = 1;
let halvings = 0;
while (tiny / 2 > 0) {
  tiny /= 2;
  halvings++;
}
console.log(tiny, halvings);
