// Tagged templates: the strings' raw texts (strings.raw), one strings
// object per site, String.raw called with a tag's strings, an object's
// raw array or spread values.
function tag(strings: TemplateStringsArray, ...values: unknown[]): string {
  let out = "";
  strings.forEach((s, i) => {
    out += s + (i < values.length ? `[${String(values[i])}]` : "");
  });
  return out + "|" + strings.raw.join(",") + "|" + strings.length;
}
const n = 5;
console.log(tag`a\n${n}b\t${"x"}c`);
console.log(String.raw`hi\n${n}!`);
function rawOnly(s: TemplateStringsArray): string {
  return s.raw[0] + s[0];
}
console.log(rawOnly`x\u0041`);
console.log(String.raw({ raw: ["a", "b", "c"] }, 1, 2));
function dedent(strings: TemplateStringsArray, ...vals: number[]): string {
  return strings.reduce((acc, s, i) => acc + s.trim() + (vals[i] ?? ""), "");
}
console.log(dedent`  one ${1}  two ${2} three `);
function passthrough(strings: TemplateStringsArray, ...values: unknown[]): string {
  return String.raw(strings, ...values);
}
console.log(passthrough`a\tb${1}c${true}\u00e9${null}`);
let previous: TemplateStringsArray | undefined;
let same = 0;
function identity(strings: TemplateStringsArray, ..._rest: number[]): number {
  if (previous === strings) same++;
  previous = strings;
  return strings.length;
}
for (let i = 0; i < 3; i++) identity`x${i}y`;
console.log(same);
function count(strings: readonly string[], ...values: number[]): number {
  return strings.length + values.reduce((a, b) => a + b, 0);
}
console.log(count`a${1}b${2}c`);
function html(strings: TemplateStringsArray, ...values: (string | number)[]): string {
  return strings.reduce((out, s, i) => out + s + (i < values.length ? String(values[i]).replace(/</g, "&lt;") : ""), "");
}
const user = "<b>x</b>";
console.log(html`<p>${user} has ${3} items</p>`);
console.log(String.raw({ raw: [] }, "X"), String.raw({ raw: ["a"] }, "X"), String.raw({ raw: ["a", "b", "c"] }, "X"));
const site = { raw: ["1", "2"] as readonly string[] };
console.log(String.raw(site, { toString: () => "obj" }), String.raw(site, [1, 2]));
function lengths(strings: TemplateStringsArray, ..._rest: number[]): string {
  return strings.map((s, i) => `${s.length}/${strings.raw[i].length}`).join(" ");
}
console.log(lengths`\n\\${0}\x41`);
function anyTag(strings: any, ...values: any[]): string {
  return strings.join("|") + values.length;
}
console.log(anyTag`p${1}q`);
