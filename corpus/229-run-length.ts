// Run-length encoding and decoding.
function encode(s: string): string {
  let out = "";
  let i = 0;
  while (i < s.length) {
    let j = i;
    while (j < s.length && s[j] === s[i]) j++;
    out += (j - i) + s[i];
    i = j;
  }
  return out;
}
function decode(s: string): string {
  let out = "";
  let count = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c >= 48 && c <= 57) {
      count = count * 10 + (c - 48);
    } else {
      out += s[i].repeat(count);
      count = 0;
    }
  }
  return out;
}
const inputs = "WWWWWWWWWWWWBWWWWWWWWWWWWBBBWWWWWWWWWWWWWWWWWWWWWWWWBWWWWWWWWWWWWWW";
const packed = encode(inputs);
console.log(packed, packed.length, inputs.length);
console.log(decode(packed) === inputs, encode("aabcccdddd"), decode("3x2y1z"), encode(""), encode("ééé😀😀"));
