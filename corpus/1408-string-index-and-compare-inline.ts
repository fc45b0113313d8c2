// s[i] and one-unit comparisons are inline for one-byte strings; reads
// past the end are undefined, unordered and unequal to the text
// "undefined".
const words = ["a", "b", "é", "ÿ", "Z", "z", "ab", "", "€", "😀", "0", "9", "~", "\u00ff", "\u0100"];
const out: string[] = [];
for (const a of words) {
  let row = "";
  for (const b of words) row += (a < b ? "<" : a > b ? ">" : a === b ? "=" : "?") + (a <= b ? "l" : "g") + (a !== b ? "n" : "e");
  out.push(row);
}
console.log(out.join("\n"));
const s = "hé€llo😀 w";
let picked = "";
for (let i = -1; i <= s.length; i++) picked += `[${s[i]}]` + (s[i] === "l") + (s[i] >= "a");
console.log(picked, s[1.5], s[NaN]);
const text = "undefined";
const past = text[99];
console.log(past === text, past !== "undefined", past === text[100], String(past) === text, `${past}` === text);
const digits: string[] = [];
const source = "a1 b22 c333 ÿ9";
for (let i = 0; i < source.length; i++) {
  const c = source[i];
  if (c >= "0" && c <= "9") digits.push(c);
  else if (c === " ") digits.push("_");
}
console.log(digits.join(""));
