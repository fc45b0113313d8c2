// Sorting-style comparisons of strings by UTF-16 code units.
function order(a: string, b: string): number {
  if (a < b) return -1;
  if (a > b) return 1;
  return 0;
}
console.log(order("a", "b"), order("b", "a"), order("a", "a"));
console.log(order("Zebra", "apple"), order("apple", "Apple"), order("", "a"));
console.log(order("𝒜", "z"), order("ä", "z"), order("abc", "ab"));
let min = "pear";
let candidate = "apple";
if (candidate < min) min = candidate;
console.log(min);
