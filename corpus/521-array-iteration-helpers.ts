// for ... of over array.entries() and array.keys(), and over the keys and
// values of maps and sets.
const fruits = ["apple", "banana", "cherry"];
for (const [index, fruit] of fruits.entries()) console.log(`${index + 1}. ${fruit}`);
let indexSum = 0;
for (const index of fruits.keys()) indexSum += index;
console.log(indexSum);
const grid = [
  [1, 2],
  [3, 4],
];
for (const [row, [left, right]] of grid.entries()) console.log(row, left * right);
const scores = new Map([
  ["ann", 3],
  ["bob", 5],
]);
for (const name of scores.keys()) console.log(name.toUpperCase());
for (const score of scores.values()) console.log(score * 10);
const letters = new Set(["x", "y"]);
for (const letter of letters.keys()) console.log(letter);
for (const [i, letter] of [...letters].entries()) console.log(i, letter);
const growing = [1];
for (const [i, value] of growing.entries()) {
  if (i < 3) growing.push(value * 2);
}
console.log(growing);
