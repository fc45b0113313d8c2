// JSON.stringify of strings and numbers, with Node's escaping.
console.log(JSON.stringify("plain"), JSON.stringify(""), JSON.stringify('say "hi"'), JSON.stringify("back\\slash"));
console.log(JSON.stringify("tab\tnew\nline\rret\bback\fform"), JSON.stringify("\u0000\u001f\u007f"));
console.log(JSON.stringify("unicode é 日本 😀"), JSON.stringify("\u2028\u2029"), JSON.stringify("</script>"));
console.log(JSON.stringify(0), JSON.stringify(-0), JSON.stringify(1.5), JSON.stringify(1e21), JSON.stringify(1e-7));
console.log(JSON.stringify(NaN), JSON.stringify(Infinity), JSON.stringify(-Infinity), JSON.stringify(2 ** 60));
function field(name: string, value: string): string {
  return JSON.stringify(name) + ":" + JSON.stringify(value);
}
console.log("{" + field("name", "Ada \"Countess\" Lovelace") + "," + field("born", "1815") + "}");
