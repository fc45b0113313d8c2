// Word processing with arrays of strings: tokenize, count, capitalize, rebuild.
const text = "It is a truth universally acknowledged, that a single man in possession of a good fortune, must be in want of a wife.";
const raw = text.split(" ");
const cleaned: string[] = [];
for (const token of raw) {
  let word = token.toLowerCase();
  while (word.length > 0 && (word.endsWith(",") || word.endsWith("."))) word = word.slice(0, -1);
  if (word.length > 0) cleaned.push(word);
}
const unique: string[] = [];
const counts: number[] = [];
for (const word of cleaned) {
  const at = unique.indexOf(word);
  if (at === -1) {
    unique.push(word);
    counts.push(1);
  } else {
    counts[at]++;
  }
}
let report = "";
for (let i = 0; i < unique.length; i++) {
  if (counts[i] > 1) report += `${unique[i]}=${counts[i]} `;
}
console.log(cleaned.length, unique.length, report.trim());
const capitalized: string[] = [];
for (const word of cleaned.slice(0, 6)) capitalized.push(word.charAt(0).toUpperCase() + word.slice(1));
console.log(capitalized.join(" "));
