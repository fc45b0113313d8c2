// A word count in a Map<string, number>, sorted by frequency then word.
const text = `It was the best of times, it was the worst of times, it was the age of
wisdom, it was the age of foolishness, it was the epoch of belief, it was the
epoch of incredulity, it was the season of Light, it was the season of Darkness`;
const counts = new Map<string, number>();
let total = 0;
for (const raw of text.split(/* words */ " ")) {
  for (const piece of raw.split("\n")) {
    const word = piece.toLowerCase().replace(",", "");
    if (word.length === 0) continue;
    counts.set(word, (counts.get(word) ?? 0) + 1);
    total++;
  }
}
const ranked = [...counts.keys()].sort(
  (x, y) => (counts.get(y) ?? 0) - (counts.get(x) ?? 0) || x.localeCompare(y),
);
console.log(total, counts.size);
for (const word of ranked.slice(0, 8)) console.log(word.padEnd(12, "."), counts.get(word));
const lengths = new Map<number, string[]>();
for (const word of counts.keys()) {
  const list = lengths.get(word.length) ?? [];
  list.push(word);
  lengths.set(word.length, list);
}
const keys = [...lengths.keys()].sort((p, q) => p - q);
for (const length of keys) console.log(length, (lengths.get(length) ?? []).sort().join(" "));
