// Strings, arrays and objects alive when an exception unwinds are
// released: the audit sees no leaks after many throws.
class Payload {
  constructor(public data: number[], public label: string) {}
}
function build(n: number): Payload {
  const data: number[] = [];
  for (let i = 0; i < n; i++) data.push(i * i);
  const label = `payload-${n}`.repeat(2);
  const p = new Payload(data, label);
  if (n % 3 === 0) throw new Error(`refusing ${label}`);
  return p;
}
let built = 0;
let refused = 0;
for (let n = 1; n <= 30; n++) {
  try {
    const p = build(n);
    built += p.data.length;
  } catch (e) {
    refused++;
  }
}
console.log(built, refused);

function concatenate(parts: string[]): string {
  let out = "";
  for (const part of parts) {
    out += part;
    if (part === "!") throw new Error(`stopped after ${out.length} characters`);
  }
  return out;
}
try {
  console.log(concatenate(["a", "b", "c"]));
  console.log(concatenate(["x", "y", "!", "z"]));
} catch (e) {
  console.log((e as Error).message);
}
const kept: string[] = [];
for (let i = 0; i < 5; i++) {
  try {
    kept.push(["one", "two", "three"].map((w) => {
      if (w === "three" && i % 2 === 1) throw new Error(`odd ${i}`);
      return w.toUpperCase();
    }).join("+"));
  } catch (e) {
    kept.push((e as Error).message);
  }
}
console.log(kept);
