// Library functions passed as callbacks: the unary Math functions,
// parseFloat and parseInt (which reads the index as its radix), String,
// Number and Boolean.
const xs = [-1, 2, -3];
console.log(xs.map(Math.abs), xs.map(String), [0, 1, "", "a"].filter(Boolean), xs.map(Number));
const words = ["a", "bb"];
console.log(words.map((w) => w.length).map(Math.sqrt), ["1", "2"].map(parseFloat), ["10", "11"].map((s) => parseInt(s, 2)));
console.log(xs.map(Math.round), [1.5, 2.5].map(Math.floor), Math.max(...xs));
console.log(["10", "11", "12"].map(parseInt), ["1.5", "x"].map(parseFloat), [4, 9].map(Math.sqrt));
[1.2, -3.7].forEach(Math.round);
console.log([0.5, 1.5, 2.5, -0.5].map(Math.round), [1, -2].filter(Math.sign), [2, 8].every(Math.log2), [[1, 2]].length);
