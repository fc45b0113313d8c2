// Regular expression edge cases: empty matches, lazy quantifiers, sticky and
// global state, lookbehind, backreferences, Unicode properties, escaping.
console.log("abc".replace(/x*/g, "-"), "abc".split(/x*/), "aaa".replace(/a*?/g, "<$&>"), "a\nb\nc".match(/^\w$/gm), "a\nb".match(/a.b/s) !== null);
console.log("price: $30, $45".replace(/\$(\d+)/g, "€$1"), "John Smith".replace(/(?<first>\w+) (?<last>\w+)/, "$2, $1"), "aBc".replace(/b/i, "[$`|$']"));
console.log(/(?<=\$)\d+/.exec("cost $99")?.[0] ?? "none", /(\w)\1/.test("hello"), /(\w)\1/.test("helo"), /^\p{Lu}/u.test("Élan"));
const sticky = /foo/y;
sticky.lastIndex = 3;
console.log(sticky.test("barfoo"), sticky.lastIndex, sticky.test("barfoo"), sticky.lastIndex);
const g = /o/g;
console.log(g.test("foo"), g.lastIndex, g.test("foo"), g.lastIndex, g.test("foo"), g.lastIndex);
console.log("one two  three".split(/\s+/), "a1b22c333".split(/(\d+)/, 4), "2024-01-15T10:20".split(/[-T:]/).map(Number));
const words = "The rain in SPAIN stays mainly in the plain".match(/\w*ain\w*/gi) ?? [];
console.log(words.length, words.join("|"), "x".repeat(3).replace(/x/g, (m) => m.toUpperCase() + "."));
const csvLine = 'a,"b,c",d';
console.log(csvLine.match(/("[^"]*"|[^,]+)/g));
console.log(new RegExp("\\d{2,}", "g").source, new RegExp("^" + "a.b".replace(/[.*+?^${}()|[\]\\]/g, "\\$&") + "$").test("a.b"), String(new RegExp("")), `${/x/gi}`);
let count = 0;
"a-b-c".replace(/-/g, (m) => { count++; return m; });
console.log(count, "Mississippi".search(/ss/), "Mississippi".replaceAll(/ss/g, "SS"), [..."a1b2".matchAll(/\d/g)].map((m) => m[0]));
