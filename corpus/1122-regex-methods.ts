// Regular expressions: literals and new RegExp, test and exec with
// lastIndex, match, matchAll, search, replace and replaceAll (patterns and
// functions), split, flags, Unicode, bad patterns, printing.
const text = "The year 1999 and 2024, then 42; also 7.";
const digits = /\d+/g;
console.log(digits, digits.source, digits.flags, digits.global, String(digits));
console.log(text.match(/\d+/g), JSON.stringify(text.match(/(\d)(\d)/)), text.match(/xyz/g), text.search(/\d/), text.search(/q/));
console.log(/^the/i.test(text), /^year/.test(text), text.replace(/\d+/g, "#"), text.replace(/(\w+) (\d+)/, "$2 $1 [$&] $$"), text.replaceAll(/a/g, "A"));
console.log(text.split(/[ ,;.]+/), "a1b2c3".split(/\d/), "a1b2c3".split(/(\d)/), "abc".split(/(?:)/), "".split(/,/), "a,b,c".split(/,/, 2));
console.log(text.replace(/\b\w/g, (c) => c.toUpperCase()));
const re = /(\w)(\d)?/g;
let m: RegExpExecArray | null;
const seen: string[] = [];
while ((m = re.exec("a1b c2")) !== null) seen.push(`${m[0]}|${m[1]}|${m[2]}|${re.lastIndex}`);
console.log(seen);
for (const found of "x=1, y=22, z=333".matchAll(/(\w)=(\d+)/g)) console.log(found[1], Number(found[2]) * 2);
const dynamic = new RegExp("[aeiou]", "gi");
console.log("Programming In TypeScript".replace(dynamic, "_"), dynamic.lastIndex, new RegExp("a/b").source, new RegExp(dynamic).flags);
try { new RegExp("(", ""); } catch (e) { console.log((e as Error).name); }
console.log("café ☃ 🌍".match(/./gu), ("café ☃ 🌍".match(/./g) ?? []).length, /\u{1F30D}/u.test("🌍"), "tab\there".split(/\s/));
const emails = ["a@b.com", "bad@", "x.y@z.org"].filter((e) => /^[^@\s]+@[^@\s]+\.\w+$/.test(e));
console.log(emails, JSON.stringify({ re: /x/ }), "2024-01-15".replace(/(\d+)-(\d+)-(\d+)/, "$3/$2/$1"));
