// for ... of over arrays and strings; break, continue and mutation.
const scores = [90, 55, 72, 100, 38];
let passed = 0;
let total = 0;
for (const score of scores) {
  total += score;
  if (score < 60) continue;
  passed++;
}
console.log(passed, total, total / scores.length);
let firstPerfect = -1;
let position = 0;
for (const score of scores) {
  if (score === 100) {
    firstPerfect = position;
    break;
  }
  position++;
}
console.log("perfect at", firstPerfect);
const growing = [1, 2, 3];
let visited = 0;
for (const value of growing) {
  if (value < 5) growing.push(value + 3);
  visited++;
}
console.log(visited, growing.join(","));
let codes = "";
for (const ch of "añ😀z") codes += ch.length + ":" + ch.charCodeAt(0) + " ";
console.log(codes.trim());
outer: for (const row of [[1, 2], [3, 4], [5, 6]]) {
  for (const cell of row) {
    if (cell === 4) break outer;
    console.log("cell", cell);
  }
}
for (let word of ["x", "y"]) {
  word += "!";
  console.log(word);
}
