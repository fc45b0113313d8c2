// Word statistics over a paragraph: tokenizing by hand with indexOf and slice.
const paragraph =
  "It was the best of times, it was the worst of times, it was the age of wisdom, " +
  "it was the age of foolishness, it was the epoch of belief, it was the epoch of incredulity.";
let words = 0;
let longest = "";
let letters = 0;
let the = 0;
let start = 0;
for (let i = 0; i <= paragraph.length; i++) {
  const c = i < paragraph.length ? paragraph[i] : " ";
  const isLetter = c.toLowerCase() !== c.toUpperCase();
  if (!isLetter) {
    if (i > start) {
      const word = paragraph.slice(start, i).toLowerCase();
      words++;
      letters += word.length;
      if (word.length > longest.length) longest = word;
      if (word === "the") the++;
    }
    start = i + 1;
  }
}
console.log(`words=${words} letters=${letters} average=${(letters / words).toFixed(3)}`);
console.log(`longest=${longest} the=${the}`);
