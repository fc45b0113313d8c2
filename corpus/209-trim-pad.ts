// trim, trimStart, trimEnd with every kind of JavaScript whitespace; padding.
const messy = "\t\n  \u00a0value\u2003\u3000 \r\n";
console.log(`[${messy.trim()}]`, `[${messy.trimStart().length}]`, `[${messy.trimEnd().length}]`);
console.log(`[${"\ufeffbom".trim()}]`, `[${"   ".trim()}]`, `[${"".trim()}]`);
console.log("7".padStart(3, "0"), "7".padEnd(3, "0"), "abc".padStart(2), "abc".padStart(6), "abc".padEnd(6) + "|");
console.log("1".padStart(10, "abc"), "1".padEnd(10, "abc"), "x".padStart(5, ""), "é".padStart(3, "☆"));
function row(name: string, price: number): string {
  return name.padEnd(12, ".") + price.toFixed(2).padStart(8);
}
console.log(row("apple", 1.5));
console.log(row("kiwi", 12));
console.log(row("watermelon", 3.25));
