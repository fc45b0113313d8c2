// while and do-while loops, including ones that run zero times.
let n = 27;
let steps = 0;
while (n !== 1) {
  n = n % 2 === 0 ? n / 2 : 3 * n + 1;
  steps++;
}
console.log("collatz steps for 27:", steps);
let i = 10;
while (i < 5) {
  i++;
}
console.log("while ran zero times:", i);
let j = 10;
do {
  j++;
} while (j < 5);
console.log("do-while ran once:", j);
let digits = 0;
let value = 987654321;
do {
  digits++;
  value = Math.floor(value / 10);
} while (value > 0);
console.log("digits:", digits);
