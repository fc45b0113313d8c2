// Shadowed variables written by destructuring, compound remainders,
// in try/finally, in switch, and used on typed arrays and strings.
const xs: number[] = [10, 20, 30, 40, 50];
const bytes = new Uint8Array([1, 2, 3, 4, 5, 6, 7]);
let p = 0;
let q = 3;
const seen: string[] = [];
for (let i = 0; i < 12; i++) {
  p = (p * 5 + i) % xs.length;
  seen.push(`${xs[p]}/${bytes[p]}`);
  [p, q] = [q, p];
  seen.push(String(xs[p]));
  p %= 4;
  try {
    if (i === 7) throw new Error("x");
    p = (q + 0.5) % 5;
  } catch {
    p = -7 % 7;
  } finally {
    seen.push(`${xs[p]}:${Object.is(p, -0)}`);
  }
  switch (i % 3) {
    case 0:
      p = (i * 1e300) % 7;
      break;
    case 1:
      p = (i - 20) % 7;
    // falls through
    default:
      seen.push(String(bytes[p]));
  }
  if (Number.isInteger(p) && p >= 0) bytes[p] = (bytes[p] ?? 0) + 1;
  if (Number.isInteger(p) && p >= 0 && p < 5) xs[p] = (xs[p] ?? 0) + 1;
}
console.log(seen.join(" "));
console.log(xs, bytes, p, q);
let k = 0;
const text = "abcdefgh";
const chars: string[] = [];
for (let i = 0; i < 20; i++) {
  k = (k + i * 3) % text.length;
  chars.push(text[k], text.charAt(k));
}
console.log(chars.join(""));
