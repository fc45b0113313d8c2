function tag(strings: TemplateStringsArray, ...values: number[]): string {
  let out = "";
  strings.forEach((s, i) => {
    out += s + (i < values.length ? "[" + values[i] + "]" : "");
  });
  return out + ":" + strings.length;
}
console.log(tag`a${1}b${2}c`, String.raw`x\ny${3}\t`, tag`plain`);
function html(parts: TemplateStringsArray, ...args: string[]): string {
  return parts.reduce((acc, p, i) => acc + p + (args[i] ?? ""), "");
}
console.log(html`<b>${"bold"}</b>${"!"}`);
function show(strings: TemplateStringsArray) { console.log(strings, Array.isArray(strings)); }
show`one two`;
function pick(strings: TemplateStringsArray, a: number, b: string): string {
  return strings.join("_") + a + b;
}
console.log(pick`x${1 + 1}y${"z"}`);
