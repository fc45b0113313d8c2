// Building strings in loops: concatenation, arrays joined, and templates.
function pyramid(n: number): string {
  let out = "";
  for (let i = 1; i <= n; i++) out += " ".repeat(n - i) + "*".repeat(2 * i - 1) + "\n";
  return out;
}
console.log(pyramid(4));
const parts: string[] = [];
for (let i = 0; i < 5; i++) parts.push(`<li>${i}</li>`);
console.log(`<ul>${parts.join("")}</ul>`);
function caesar(text: string, shift: number): string {
  let out = "";
  for (const c of text) {
    const code = c.charCodeAt(0);
    if (code >= 97 && code <= 122) out += String.fromCharCode(((code - 97 + shift) % 26 + 26) % 26 + 97);
    else out += c;
  }
  return out;
}
const secret = caesar("hello, world", 3);
console.log(secret, caesar(secret, -3));
const csv = [["name", "qty"], ["pen", "2"], ["ink, blue", "1"]]
  .map((row) => row.map((cell) => (cell.includes(",") ? `"${cell}"` : cell)).join(","))
  .join("\n");
console.log(csv);
let long = "";
for (let i = 0; i < 1000; i++) long += i % 10;
console.log(long.length, long.slice(0, 12), long.slice(-5));
