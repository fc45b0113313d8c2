// Indexing and code units: charAt, charCodeAt, [i], out-of-range reads.
const word = "TypeScript";
let spelled = "";
for (let i = 0; i < word.length; i++) {
  spelled += word[i] + (i < word.length - 1 ? "-" : "");
}
console.log(spelled);
console.log(word.charAt(0), word.charAt(4), `[${word.charAt(99)}]`, `[${word.charAt(-1)}]`);
console.log(word.charCodeAt(0), word.charCodeAt(1.7), word.charCodeAt(99), word.charCodeAt(-1));
console.log(word.charAt(NaN), word.charCodeAt(NaN));
let sum = 0;
for (let i = 0; i < word.length; i++) sum += word.charCodeAt(i);
console.log("checksum", sum, sum % 256);
const accented = "naïve café";
for (let i = 0; i < accented.length; i++) {
  const code = accented.charCodeAt(i);
  if (code > 127) console.log("non-ASCII at", i, accented[i], code);
}
