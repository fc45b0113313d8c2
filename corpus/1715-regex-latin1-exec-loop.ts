// An exec loop, match, replace and a sticky search over Latin-1 text with accents (searched as UTF-16), and the same text after it has grown.
const parts: string[] = [];
for (let i = 0; i < 300; i++) parts.push(`café ${i} crème`);
let text = parts.join("\n");
const re = /\d+/g;
let m: RegExpExecArray | null;
let total = 0;
let count = 0;
while ((m = re.exec(text)) !== null) {
  total += Number(m[0]);
  count++;
}
console.log(total, count, text.match(/\w+/g)?.length, text.replace(/é/g, "e").length);
text += " naïve 12345";
re.lastIndex = 0;
total = 0;
while ((m = re.exec(text)) !== null) total += Number(m[0]);
console.log(total, /ï/.exec(text)?.index, text.search(/\d{5}/));
const sticky = /crème/y;
sticky.lastIndex = text.indexOf("crème");
console.log(sticky.test(text), sticky.lastIndex, sticky.test(text), sticky.lastIndex);
console.log("àé".split(/(?:)/), "ÀBC".replace(/b/i, "_"), /^café/m.test("x\ncafé"));
