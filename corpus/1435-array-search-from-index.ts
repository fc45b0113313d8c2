// includes, indexOf and lastIndexOf with a start index: positive, past the
// end, negative, NaN; SameValueZero for includes.
const numbers = [1, 2, 3, 1, NaN, -0];
const words = ["a", "b", "a", "c"];
for (const from of [0, 1, 3, 4, 10, -1, -2, -10, NaN, 2.7]) {
  console.log(from, numbers.includes(1, from), numbers.indexOf(1, from), numbers.includes(NaN, from), numbers.includes(0, from), words.includes("a", from), words.indexOf("a", from));
}
console.log(words.lastIndexOf("a"), words.lastIndexOf("a", 1), words.lastIndexOf("a", -3), numbers.lastIndexOf(1, -4));
