// A regex match's index, input and groups (exec, match, matchAll, a sticky
// tokenizer), and how console.log prints a match that has them.
const settings = "key=value; other=thing";
const pair = /(\w+)=(\w+)/g;
let hit: RegExpExecArray | null;
while ((hit = pair.exec(settings)) !== null) {
  console.log(hit[0], hit[1], hit.index, pair.lastIndex);
}
const first = settings.match(/o(\w)/);
if (first) console.log(first.index, first.input, first[1]);
const named = /(?<k>\w+)=(?<v>\w+)/.exec(settings);
if (named && named.groups) console.log(named.groups.k, named.groups["v"]);
for (const each of settings.matchAll(/(\w+)=/g)) console.log(each.index, each[1]);

const text = "a1 b22 c333";
const all = text.match(/\d+/g);
console.log(all, all?.index, all?.input);
const parts = /(?<letter>[a-z])(?<digits>\d+)(x)?/.exec(text);
console.log(parts);
if (parts) {
  const [whole, letter] = parts;
  console.log(whole, letter, parts.index + parts[0].length, parts.groups?.letter, parts[3]);
  console.log(JSON.stringify(parts), parts.length, [...parts].length);
}
const unnamed = /(\d)(\d)/.exec("x12");
console.log(unnamed?.groups, unnamed?.index, unnamed);

interface Token {
  kind: string;
  at: number;
}
function tokenize(source: string): Token[] {
  const tokens: Token[] = [];
  const sticky = /\s*(\d+|[a-z]+|[+*()-])/y;
  let found: RegExpExecArray | null;
  while ((found = sticky.exec(source)) !== null) {
    tokens.push({ kind: found[1], at: found.index + found[0].length - found[1].length });
  }
  return tokens;
}
console.log(tokenize("12 + abc * (7 - x)"));
console.log([..."x1y2".matchAll(/\d/g)].map((one) => `${one[0]}@${one.index}`).join(" "));
console.log([/\d/.exec("x1")], { m: /\d/.exec("x1") });
console.log(/a/.exec("a" + "b".repeat(60)));
console.log(/(a)(b)(c)(d)(e)(f)(g)/.exec("abcdefg"));
