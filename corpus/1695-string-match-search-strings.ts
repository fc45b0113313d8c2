// match and search of a string make a regular expression of it.
const t = "a.b.c (x) b";
console.log(t.match("b"), t.match("."), t.match("x"), t.match("z"), t.search("c"), t.search("."), t.search("q"), t.search("(x)"));
console.log(t.match(`\\(x\\)`)?.[0], t.search("b" + "$"));
const pat = "[a-c]";
console.log(t.match(pat), t.search(pat));
try { t.search("("); } catch (e) { console.log((e as Error).name, (e as Error).message); }
