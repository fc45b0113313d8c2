// console.log of long and nested values that Node breaks over lines.
const numbers = Array.from({ length: 30 }, (_, i) => i * i);
console.log(numbers);
const words = Array.from({ length: 12 }, (_, i) => "word" + "x".repeat(i));
console.log(words);
const nested = [[1, 2, [3, 4, [5, 6, [7, 8]]]], { a: { b: { c: { d: 1 } } } }];
console.log(nested);
interface Row { id: number; name: string; tags: string[] }
const rows: Row[] = Array.from({ length: 4 }, (_, i) => ({
  id: i,
  name: `row number ${i}`,
  tags: ["alpha", "beta", "gamma"].slice(0, i + 1),
}));
console.log(rows);
const big = Array.from({ length: 120 }, (_, i) => i);
console.log(big);
const map = new Map<string, number[]>([["first", [1, 2, 3]], ["second", numbers.slice(0, 8)]]);
console.log(map);
console.log(new Set(words.slice(0, 8)));
console.log({ matrix: [[1, 0, 0], [0, 1, 0], [0, 0, 1]], label: "identity" });
