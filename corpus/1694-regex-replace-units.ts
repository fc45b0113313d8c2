// Regex replacement over ASCII, Latin-1 and UTF-16 text, with Latin-1 and
// UTF-16 replacements and every substitution pattern.
const texts = ["user=42 took 17ms", "café=3 naïve=4", "日本=5 語=6", "aaa", "", "x1y22z333"];
const replacements = ["<$&>", "[$1]", "$`|", "|$'", "$$", "é$1", "→$1", "$<n>", "$9", "$"];
for (const text of texts) {
  for (const replacement of replacements) {
    console.log(JSON.stringify(text.replace(/(\d+)/g, replacement)), JSON.stringify(text.replace(/(\d+)/, replacement)));
  }
  console.log(text.replace(/(?<n>[a-z])\d/g, "$<n>#"), text.replace(/x*/g, "-"), text.replaceAll(/\d/g, "."));
}
const sticky = /\d/y;
sticky.lastIndex = 1;
console.log("a1b2".replace(sticky, "N"), "12ab".replace(/\d/y, "N"));
console.log("Hello World".replace(/o/g, "ö"), "Grüße aus Köln".replace(/[aeiou]/g, "_"), "😀 a 😀".replace(/a/, "b"));
let line = "";
for (let i = 0; i < 1000; i++) line += `id=${i} `;
console.log(line.replace(/id=(\d+)/g, "$1").length, line.replace(/\d+/g, (m) => String(Number(m) * 2)).slice(-20));
