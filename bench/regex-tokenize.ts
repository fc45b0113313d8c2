// A tokenizer of sticky regular expressions, each tried at the current
// position in turn (strings and comments first, as lexers order them),
// over 400 KB of generated source.
const benchStarted = performance.now();
const parts: string[] = [];
for (let i = 0; i < 8000; i++) {
  parts.push(`let x${i} = (${i} + y${i % 7}) * 3;${i % 50 === 0 ? ` // note ${i}` : ""}`);
  if (i % 100 === 0) parts.push(`print("line ${i}");`);
}
const source = parts.join("\n");
const rules: [string, RegExp][] = [
  ["string", /"(?:[^"\\]|\\.)*"/y],
  ["comment", /\/\/[^\n]*/y],
  ["space", /\s+/y],
  ["number", /\d+(?:\.\d+)?/y],
  ["name", /[A-Za-z_$][\w$]*/y],
  ["punct", /[=+*();\-{}]/y],
];
const counts = new Map<string, number>();
let position = 0;
let longest = "";
while (position < source.length) {
  let matched = false;
  for (const [kind, pattern] of rules) {
    pattern.lastIndex = position;
    const found = pattern.exec(source);
    if (found === null) continue;
    counts.set(kind, (counts.get(kind) ?? 0) + 1);
    if (found[0].length > longest.length) longest = found[0];
    position = pattern.lastIndex;
    matched = true;
    break;
  }
  if (!matched) throw new Error(`unexpected character at ${position}`);
}
console.log([...counts].map(([kind, count]) => `${kind}=${count}`).join(" "), JSON.stringify(longest));
console.error(`work-ms: ${(performance.now() - benchStarted).toFixed(1)}`);
