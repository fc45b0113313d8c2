// Callbacks receive the element, its index and the array itself; map and
// filter skip nothing, and results keep their order.
const letters = ["a", "b", "c", "d"];
console.log(letters.map((letter, index) => letter.repeat(index + 1)));
console.log(letters.filter((_, index, all) => index < all.length / 2));
console.log(letters.map((letter, index, all) => all[all.length - 1 - index] + letter));
console.log(letters.some((letter, index) => letter === "c" && index === 2));
console.log(letters.every((letter, index, all) => all.indexOf(letter) === index));
console.log(letters.findIndex((_, index) => index > 1), letters.findLastIndex((l) => l < "c"));
console.log(letters.reduce((acc, letter, index) => acc + index + letter, ">"));
const squares: number[] = [];
[1, 2, 3].forEach((n, i, arr) => {
  squares.push(n * n + i + arr.length);
});
console.log(squares);
const mutated = [1, 2, 3, 4];
const seen: number[] = [];
mutated.forEach((value, index, array) => {
  seen.push(value);
  if (index === 0) array.pop();
});
console.log(seen, mutated);
const appended = [1, 2];
const visited = appended.map((value, index, array) => {
  if (index === 0) array.push(99);
  return value * 10;
});
console.log(visited, appended);
