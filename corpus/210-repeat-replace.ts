// repeat, replace and replaceAll with string patterns and $ patterns.
console.log("ab".repeat(3), `[${"x".repeat(0)}]`, "-".repeat(20), "é".repeat(2.9));
const template = "Hello NAME, welcome to NAME's house";
console.log(template.replace("NAME", "Ada"));
console.log(template.replaceAll("NAME", "Grace"));
console.log("a.b.c".replaceAll(".", "/"), "aaa".replace("", "-"), "abc".replaceAll("", "-"));
console.log("price: 10".replace("10", "$$20"), "x".replace("x", "[$&$&]"), "left|right".replace("|", "<$`|$'>"));
console.log("keep $1 and $<name>".replace("keep", "$1$<x>$0"), "no match".replace("zzz", "!"));
let s = "mississippi";
console.log(s.replace("ss", "SS"), s.replaceAll("ss", "SS"), s.replaceAll("i", ""), s.replaceAll("issi", "_"));
function escapeHtml(text: string): string {
  return text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;");
}
console.log(escapeHtml('<a href="x">Tom & Jerry</a>'));
