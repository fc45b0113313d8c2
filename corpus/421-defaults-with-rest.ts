// Default and rest parameters together; localeCompare in comparators.
function tag(text: string, kind = "note", ...labels: string[]): string {
  return `[${kind}] ${text}` + (labels.length > 0 ? " #" + labels.join(" #") : "");
}
console.log(tag("plain"));
console.log(tag("typed", "todo"));
console.log(tag("labeled", "bug", "ui", "urgent"));
function sumFrom(start = 0, ...values: number[]): number {
  return values.reduce((total, value) => total + value, start);
}
console.log(sumFrom(), sumFrom(10), sumFrom(10, 1, 2, 3), sumFrom(0, ...[4, 5]));
const names = ["émile", "Zoe", "adam", "Bob", "bob", "Adam", "charlie", "10 items", "9 items", "a-z", "a z"];
console.log(names.slice(0, 10).sort((a, b) => a.localeCompare(b)));
console.log(["pear", "Apple", "apple"].sort((a, b) => b.localeCompare(a)));
console.log("a".localeCompare("b"), "b".localeCompare("a"), "same".localeCompare("same"));
