const word = "héllo wörld";
console.log(word.at(0), word.at(-1), word.at(-11), word.at(4.7), word.at(11), word.at(-12));
const emoji = "a😀b\uD800c";
for (let i = -1; i <= emoji.length; i++) {
  console.log(i, emoji.codePointAt(i), emoji.at(i));
}
const missing = emoji.codePointAt(99);
console.log(missing, `${missing}`, String(missing), missing! + 1, "x" + word.at(50));
console.log([word.at(1), word.at(-20)], [emoji.codePointAt(1), emoji.codePointAt(-1)]);
