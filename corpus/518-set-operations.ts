// Set algebra and deduplication with Set.
const a = new Set([1, 2, 3, 4, 5]);
const b = new Set([4, 5, 6, 7]);
const union = new Set([...a, ...b]);
const intersection = new Set([...a].filter((x) => b.has(x)));
const difference = new Set([...a].filter((x) => !b.has(x)));
console.log(union, intersection, difference);
console.log(union.size, intersection.size, [...difference].join("-"));
const words = "the quick brown the lazy dog the end".split(" ");
const unique = [...new Set(words)];
console.log(unique, unique.length, words.length);
const seenTwice = new Set<string>();
const seenOnce = new Set<string>();
for (const word of words) {
  if (seenOnce.has(word)) seenTwice.add(word);
  else seenOnce.add(word);
}
console.log([...seenTwice], seenOnce.size);
class Tag {
  constructor(public label: string) {}
}
const red = new Tag("red");
const tags = new Set<Tag>([red, new Tag("red"), red]);
console.log(tags.size, tags.has(red), tags.has(new Tag("red")));
const numbers = new Set<number>();
for (const n of [0, -0, NaN, NaN, 1]) numbers.add(n);
console.log(numbers, numbers.has(-0), numbers.has(NaN));
const toRemove = new Set([2, 4]);
const remaining = new Set([1, 2, 3, 4, 5]);
toRemove.forEach((n) => remaining.delete(n));
console.log(remaining, remaining.delete(99));
