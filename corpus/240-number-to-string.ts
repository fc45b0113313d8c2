// String(n) and n + "" over a range of magnitudes.
let line = "";
for (let e = -8; e <= 22; e += 2) {
  line += String(10 ** e) + " ";
}
console.log(line.trim());
line = "";
for (let e = -8; e <= 22; e += 3) {
  line += 1.5 * 10 ** e + "|";
}
console.log(line);
console.log(String(1 / 7), String(-1 / 7), String(100 / 3), String(2 / 3 * 1e10), "" + 0.1 * 3, "" + -0);
console.log(String(Number.MAX_SAFE_INTEGER), String(Number.EPSILON), String(4.35 * 100), String(1.1 * 1.1));
