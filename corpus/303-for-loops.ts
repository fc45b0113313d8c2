// for loops: counting up and down, several variables, empty parts.
let line = "";
for (let i = 0; i < 5; i++) {
  line += i + " ";
}
console.log(line);
line = "";
for (let i = 10; i > 0; i -= 3) {
  line += i + ",";
}
console.log(line);
let k = 0;
for (; k < 3; ) {
  k++;
}
console.log("k", k);
let total = 0;
for (let row = 1; row <= 9; row++) {
  for (let col = 1; col <= row; col++) {
    total += row * col;
  }
}
console.log("triangle of products:", total);
let forever = 0;
for (;;) {
  forever++;
  if (forever >= 7) break;
}
console.log("forever stopped at", forever);
