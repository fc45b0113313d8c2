// Ordering strings by UTF-16 code units, as sort comparators do.
function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
function line(a: string, b: string): string {
  return `${a} vs ${b}: ${compare(a, b)} ${a <= b} ${a >= b} ${a === b}`;
}
console.log(line("a", "b"));
console.log(line("B", "a"));
console.log(line("", "a"));
console.log(line("abc", "abd"));
console.log(line("abc", "ab"));
console.log(line("é", "f"));
console.log(line("😀", "ﬀ"));
console.log(line("10", "9"));
console.log(line("same", "same"));
let smallest = "zzz";
const candidates = "pear,apple,fig,banana,Apple";
let start = 0;
while (start <= candidates.length) {
  let end = candidates.indexOf(",", start);
  if (end === -1) end = candidates.length;
  const word = candidates.slice(start, end);
  if (word < smallest) smallest = word;
  start = end + 1;
}
console.log("smallest:", smallest);
