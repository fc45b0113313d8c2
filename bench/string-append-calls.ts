// Building a document with `+=` where the parts include calls, numbers and
// literals: linear only if the document is appended to in place.
const benchStarted = performance.now();
const words = ["alpha", "beta", "gamma", "delta", "epsilon", "zeta"];
let doc = "";
function label(word: string, n: number): string {
  return word.slice(0, 3) + n;
}
for (let n = 0; n < 400_000; n++) {
  const w = words[n % words.length];
  doc += words[(n * 7) % words.length] + "," + (n % 1000) + "," + w.toUpperCase() + "," + label(w, n) + "\n";
}
console.log(doc.length, doc.slice(doc.length - 40));
console.error(`work-ms: ${(performance.now() - benchStarted).toFixed(1)}`);
