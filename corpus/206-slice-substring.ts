// slice and substring with negative, reversed, fractional and NaN bounds.
const text = "The quick brown fox";
console.log(text.slice(4, 9), text.slice(-3), text.slice(-9, -4), `[${text.slice(10, 4)}]`);
console.log(text.substring(4, 9), text.substring(9, 4), text.substring(-5, 3), text.substring(16));
console.log(text.slice(), text.slice(0, 100), text.slice(2.9, 5.1), text.substring(NaN, 3));
console.log(`[${text.slice(100)}]`, `[${text.substring(100, 200)}]`, text.slice(-100, 3));
function middle(s: string): string {
  const start = Math.floor((s.length - 1) / 2);
  return s.length % 2 === 0 ? s.substring(start, start + 2) : s.charAt(start);
}
console.log(middle("abc"), middle("abcd"), middle("x"), middle("scriptc!"));
function truncate(s: string, max: number): string {
  return s.length <= max ? s : s.slice(0, max - 3) + "...";
}
console.log(truncate("short", 10), truncate("a much longer sentence", 10));
