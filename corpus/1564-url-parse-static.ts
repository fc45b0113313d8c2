// URL.parse gives null where new URL would throw (URL.canParse says
// which); both take a base.
const inputs = ["https://example.org/a/b?x=1#top", "relative/path", "::bad::", "http://[::1]:8080/"];
for (const input of inputs) {
  const parsed = URL.parse(input);
  console.log(input, "->", parsed === null ? "null" : parsed.href, URL.canParse(input));
}
const base = new URL("https://example.org/docs/guide/");
for (const input of ["../api", "intro.html?lang=en", "//cdn.example.net/x.js", "https://other.test"]) {
  const withUrl = URL.parse(input, base.toString());
  const withText = URL.parse(input, base.href);
  console.log(input, withUrl?.href ?? "null", withText?.pathname ?? "null", URL.canParse(input, String(base)));
}
console.log(URL.parse("x", "not a base"), URL.canParse("x", "not a base"));
const found = URL.parse("https://user:secret@shop.example:8443/cart?item=7");
if (found) {
  console.log(found.username, found.password, found.port, found.searchParams.get("item"));
}
