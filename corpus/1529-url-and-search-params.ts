const u = new URL("https://user:pw@example.com:8080/a/b?x=1&y=two+words#frag");
console.log(u);
console.log(u.href, u.origin, u.protocol, u.username, u.password, u.host, u.hostname, u.port, u.pathname, u.search, u.hash);
console.log(String(u), JSON.stringify({ u }), u.searchParams.get("y"), u.searchParams.get("missing"));
console.log([new URL("http://a.com")]);
const p = new URLSearchParams({ q: "x y", n: "1" });
console.log(p.toString(), p.size, [...p], p);
console.log(new URLSearchParams("a=1&b=2&a=3"), new URLSearchParams("?a=%E2%9C%93&b=%zz"));
const rel = new URL("../c/d?e=f", "https://example.org/a/b/index.html");
console.log(rel.href);
rel.searchParams.append("g", "h i&j");
console.log(rel.href);
const params = rel.searchParams;
params.set("e", "changed");
params.delete("g");
console.log(rel.href, rel.search);
rel.pathname = "/new path/ü";
rel.hash = "top";
rel.port = "8443";
rel.protocol = "http";
console.log(rel.toString());
rel.search = "?z=1&a=2";
const sorted = rel.searchParams;
sorted.sort();
console.log(rel.href);
for (const [k, v] of new URLSearchParams("x=1&y=2")) console.log(k, v);
new URLSearchParams("m=1&n=2").forEach((value, name) => console.log(name, "=", value));
console.log(new URLSearchParams([["a", "1"], ["b", "2"]]).getAll("a"), new URLSearchParams("a=1&a=2").getAll("a"), new URLSearchParams("a=1").has("a"));
try {
    new URL("not a url");
} catch (e) {
    if (e instanceof TypeError) console.log(e.name, e.message);
}
console.log(URL.canParse("https://ok.com"), URL.canParse("nope"), URL.canParse("/x", "https://base.com"));
const long = new URLSearchParams();
for (let i = 0; i < 8; i++) long.append("parameter" + i, "value number " + i);
console.log(long);
console.log(new URL("HTTPS://EXAMPLE.com/%7Efoo/./bar/../baz").href, new URL("file:///tmp/x.txt").pathname);
