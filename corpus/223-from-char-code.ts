// String.fromCharCode and String.fromCodePoint.
console.log(String.fromCharCode(), String.fromCharCode(65), String.fromCharCode(72, 101, 108, 108, 111));
console.log(String.fromCharCode(0x10041), String.fromCharCode(-1).charCodeAt(0), String.fromCharCode(65.9));
console.log(String.fromCodePoint(9731, 9733, 9842), String.fromCodePoint(0x1f600, 0x1f389), String.fromCodePoint(0x10ffff).length);
function rot13(text: string): string {
  let out = "";
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 65 && c <= 90) out += String.fromCharCode(((c - 65 + 13) % 26) + 65);
    else if (c >= 97 && c <= 122) out += String.fromCharCode(((c - 97 + 13) % 26) + 97);
    else out += text[i];
  }
  return out;
}
console.log(rot13("Hello, World!"), rot13(rot13("Round trip")));
let alphabet = "";
for (let c = 97; c < 97 + 26; c++) alphabet += String.fromCharCode(c);
console.log(alphabet, alphabet.toUpperCase());
