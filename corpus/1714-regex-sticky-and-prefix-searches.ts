// Sticky regexes tokenizing at each position, split ignoring a sticky flag, searches for a literal prefix or a few first characters that succeed, fail or find nothing, named groups in an exec loop.
const src = 'let a = "x y" + 12; // done\nconst b=a+"z";';
const rules: [string, RegExp][] = [
  ["str", /"[^"]*"/y],
  ["comment", /\/\/[^\n]*/y],
  ["ws", /\s+/y],
  ["num", /\d+/y],
  ["word", /[A-Za-z_]\w*/y],
  ["punct", /[=+;]/y],
];
let pos = 0;
const tokens: string[] = [];
while (pos < src.length) {
  let hit = false;
  for (const [name, re] of rules) {
    re.lastIndex = pos;
    const m = re.exec(src);
    if (m !== null) {
      if (name !== "ws") tokens.push(`${name}:${m[0]}`);
      pos = re.lastIndex;
      hit = true;
      break;
    }
  }
  if (!hit) throw new Error(`stuck at ${pos}`);
}
console.log(tokens.join(" | "));
console.log("a,b;c".split(/[,;]/y), "a,b".split(/,/y, 1));
const y = /ab/y;
y.lastIndex = 1;
console.log(y.test("xab"), y.lastIndex, y.test("xab"), y.lastIndex);
console.log("one two three".replace(/t\w+/g, (w) => w.toUpperCase()), "no match here".replace(/zz+/g, "!"));
console.log("2024-01-05 took 12ms, took 7ms".match(/took (\d+)ms/g), /level=error/.test("level=info"));
console.log("café crème".replace(/\bcr\w+/u, "x"), "é1é22".match(/\d+/g), "naïve ab ab".split(/ab/));
const re = /(?<key>\w+)=(?<value>\d+)/g;
let m: RegExpExecArray | null;
while ((m = re.exec("a=1 bb=22 c=x d=4")) !== null) console.log(m.index, m[0], m.groups?.key, m.groups?.value);
console.log("aXbXc".replace(/X/g, "$&$&"), "abcabc".lastIndexOf("c"), "x".search(/y/), "xay".search(/a/));
console.log("A1b2".replace(/[a-z]\d/gi, "_"), "tab\there".split(/\t/), "1.5 2.25".match(/\d+\.\d+/g));
