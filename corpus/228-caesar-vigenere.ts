// Classic ciphers: Caesar and Vigenère over letters only.
function shiftLetter(c: string, shift: number): string {
  const code = c.charCodeAt(0);
  const base = code >= 97 && code <= 122 ? 97 : code >= 65 && code <= 90 ? 65 : -1;
  if (base < 0) return c;
  return String.fromCharCode(((((code - base + shift) % 26) + 26) % 26) + base);
}
function caesar(text: string, shift: number): string {
  let out = "";
  for (let i = 0; i < text.length; i++) out += shiftLetter(text[i], shift);
  return out;
}
function vigenere(text: string, key: string, decrypt: boolean): string {
  let out = "";
  let k = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c.toLowerCase() === c.toUpperCase()) {
      out += c;
      continue;
    }
    const shift = key.toLowerCase().charCodeAt(k % key.length) - 97;
    out += shiftLetter(c, decrypt ? -shift : shift);
    k++;
  }
  return out;
}
const message = "Attack at Dawn! Meet by the old oak tree.";
const secret = caesar(message, 3);
console.log(secret, "|", caesar(secret, -3));
const v = vigenere(message, "Lemon", false);
console.log(v, "|", vigenere(v, "Lemon", true));
