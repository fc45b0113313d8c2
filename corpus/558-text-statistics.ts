// Word statistics over a paragraph: frequencies, longest words, anagrams.
const text = `The quick brown fox jumps over the lazy dog. The dog sleeps; the fox
runs. Listen, silent night: enlist the tinsel and inlets!`;
function splitWords(input: string): string[] {
  const out: string[] = [];
  let current = "";
  for (const c of input.toLowerCase()) {
    if (c >= "a" && c <= "z") current += c;
    else if (current.length > 0) {
      out.push(current);
      current = "";
    }
  }
  if (current.length > 0) out.push(current);
  return out;
}
const words = splitWords(text);
console.log(words.length, new Set(words).size);
const freq = new Map<string, number>();
for (const w of words) freq.set(w, (freq.get(w) ?? 0) + 1);
const top = [...freq].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).slice(0, 4);
console.log(top);
const longest = words.reduce((best, w) => (w.length > best.length ? w : best), "");
console.log(longest, longest.length);
const groups = new Map<string, Set<string>>();
for (const w of words) {
  const key = [...w].sort().join("");
  if (!groups.has(key)) groups.set(key, new Set());
  groups.get(key)!.add(w);
}
const anagrams = [...groups.values()].filter((g) => g.size > 1).map((g) => [...g].sort());
console.log(anagrams);
const lengths = words.map((w) => w.length);
console.log(lengths.reduce((a, b) => a + b, 0) / lengths.length);
