// @stdin: input.txt
import { readFileSync } from "fs";
// Standard input, read whole: word and line counts, the longest word.
const input = readFileSync(0, "utf8");
const lines = input.split("\n");
if (lines[lines.length - 1] === "") lines.pop();
const words: string[] = [];
for (const line of lines) {
  for (const word of line.split(" ")) if (word.length > 0) words.push(word);
}
let longest = "";
for (const word of words) if (word.length > longest.length) longest = word;
console.log(`${lines.length} lines, ${words.length} words, ${input.length} chars`);
console.log("longest:", longest);
const counts = new Map<string, number>();
for (const word of words) {
  let key = "";
  for (const c of word.toLowerCase()) if ((c >= "a" && c <= "z") || c === "é") key += c;
  if (key.length > 0) counts.set(key, (counts.get(key) ?? 0) + 1);
}
const top = [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).slice(0, 3);
console.log(top);
