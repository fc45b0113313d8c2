import { Stack, groupBy, pair, Pair } from "./collections";
interface Book {
  title: string;
  genre: string;
}
const stack = new Stack<number>().push(1).push(2).push(3);
console.log(stack.pop(), stack.size, stack.toArray());
const words = new Stack<string>();
words.push("a").push("b");
console.log(words.toArray().join("+"));
const books: Book[] = [
  { title: "Dune", genre: "sf" },
  { title: "Emma", genre: "classic" },
  { title: "Solaris", genre: "sf" },
];
const groups = groupBy(books, (b) => b.genre);
for (const [genre, list] of groups) console.log(genre, list.map((b) => b.title));
const p: Pair<string, number> = pair("answer", 42);
console.log(p, pair(true, [1, 2]));
