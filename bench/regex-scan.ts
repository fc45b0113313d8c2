// Regular expressions over a 2.6 MB log-like text: every word with match,
// an exec loop over captures, a global replace and a split.
const benchStarted = performance.now();
const lines: string[] = [];
for (let i = 0; i < 60000; i++) {
  lines.push(`2024-01-${String((i % 28) + 1).padStart(2, "0")} level=${i % 7 === 0 ? "error" : "info"} user=u${i % 1009} took ${i % 997}ms`);
}
const text = lines.join("\n");
const words = text.match(/[a-z]+/g) ?? [];
const timing = /took (\d+)ms/g;
let total = 0;
let m: RegExpExecArray | null;
while ((m = timing.exec(text)) !== null) total += Number(m[1]);
const masked = text.replace(/u\d+/g, "u#");
const errors = text.split(/\n/).filter((line) => /level=error/.test(line)).length;
console.log(words.length, total, masked.length, errors);
console.error(`work-ms: ${(performance.now() - benchStarted).toFixed(1)}`);
