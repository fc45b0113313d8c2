// map, filter, reduce and friends chained over arrays of numbers, strings
// and objects.
const numbers = [4, 8, 15, 16, 23, 42];
const evens = numbers.filter((n) => n % 2 === 0);
const squares = evens.map((n) => n * n);
const total = squares.reduce((sum, n) => sum + n, 0);
console.log(evens, squares, total);
console.log(numbers.map((n, i) => n * i));
console.log(numbers.filter((n, i) => i % 2 === 1));
console.log(numbers.some((n) => n > 40), numbers.every((n) => n > 3), numbers.every((n) => n > 4));
console.log(numbers.findIndex((n) => n > 15), numbers.findLastIndex((n) => n < 16));
console.log(numbers.reduce((max, n) => (n > max ? n : max)));
console.log(numbers.reduceRight((text, n) => text + n + ";", ""));

const words = "the quick brown fox jumps over the lazy dog".split(" ");
const lengths = words.map((w) => w.length);
console.log(lengths);
console.log(words.filter((w) => w.length > 3).map((w) => w.toUpperCase()));
console.log(words.reduce((longest, w) => (w.length > longest.length ? w : longest), ""));
const counts = words.reduce((text, w) => text + w[0], "");
console.log(counts);
let visited = 0;
words.forEach((w, i, all) => {
  visited += all.length - i;
});
console.log(visited);

class Item {
  constructor(
    public name: string,
    public price: number,
    public quantity: number,
  ) {}
}
const cart = [new Item("pen", 1.5, 4), new Item("book", 12, 1), new Item("bag", 30, 2)];
const subtotal = cart.map((item) => item.price * item.quantity).reduce((a, b) => a + b, 0);
console.log(subtotal.toFixed(2));
console.log(cart.filter((item) => item.price > 10).map((item) => item.name).join(" & "));
console.log(cart.map((item) => [item.name, String(item.quantity)]));
const nested = [[1, 2, 3], [4, 5], [6]];
console.log(nested.map((row) => row.reduce((a, b) => a + b, 0)));
console.log(nested.filter((row) => row.length > 1).length);
const empty: number[] = [];
console.log(empty.map((x) => x * 2), empty.filter((x) => x > 0), empty.reduce((a, b) => a + b, 100));
