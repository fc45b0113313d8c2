// Loops and control flow edge cases.
outer: for (let i = 0; i < 4; i++) {
  for (let j = 0; j < 4; j++) {
    if (j === 2) continue outer;
    if (i === 3) break outer;
    console.log(i, j);
  }
}
let n = 0;
do {
  n++;
} while (n < 5);
console.log(n);
const items = ["a", "b", "c"];
for (const [i, item] of items.entries()) {
  if (i === 1) continue;
  console.log(i, item);
}
let total = 0;
for (let i = 10; i > 0; i -= 3) total += i;
console.log(total);
switch (typeof total) {
  case "number":
    console.log("number");
  // falls through
  case "string":
    console.log("fell through");
    break;
  default:
    console.log("never");
}
const grade = (s: number): string => (s >= 90 ? "A" : s >= 80 ? "B" : s >= 70 ? "C" : "F");
console.log([95, 85, 72, 10].map(grade).join(""));
let k = 0;
while (true) {
  if (++k > 3) break;
}
console.log(k);
for (const ch of "héllo") process.stdout.write(ch + ".");
console.log();
