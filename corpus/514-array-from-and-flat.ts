// Array.from, Array.of, Array.isArray, flat and flatMap.
const squares = Array.from({ length: 6 }, (_, i) => i * i);
console.log(squares, Array.from({ length: 0 }, (_, i) => i));
const board = Array.from({ length: 3 }, (_, row) =>
  Array.from({ length: 4 }, (_, column) => (row + column) % 2 === 0 ? "#" : "."),
);
console.log(board.map((row) => row.join("")).join("\n"));
const copy = Array.from(squares);
copy.push(99);
console.log(squares.length, copy.length, Array.from(new Set([3, 3, 1, 2, 1])));
console.log(Array.from(["a", "b"], (s) => s.toUpperCase()), Array.of(1, 2, 3), Array.of("x"));
console.log(Array.isArray(squares), Array.isArray("squares"), Array.isArray(board[0]));
const nested = [[1, 2], [3], [], [4, 5, 6]];
console.log(nested.flat(), nested.flat().length, [1, 2].flat());
const sentences = ["the cat", "sat on", "the mat"];
console.log(sentences.flatMap((s) => s.split(" ")));
console.log([1, 2, 3].flatMap((n) => Array.from({ length: n }, () => n)));
const pairs = [1, 2, 3].flatMap((a) => [4, 5].map((b) => a * b));
console.log(pairs);
