// Counting and printing: a frequency table with bars.

export interface Settings {
  top: number;
  minimumLength: number;
  stopWords: string[];
}

export function frequencies(words: string[], settings: Settings): Map<string, number> {
  const stop = new Set(settings.stopWords);
  const counts = new Map<string, number>();
  for (const word of words) {
    if (word.length < settings.minimumLength || stop.has(word)) continue;
    counts.set(word, (counts.get(word) ?? 0) + 1);
  }
  return counts;
}

export function table(counts: Map<string, number>, top: number): string[] {
  const ranked = [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  const shown = ranked.slice(0, top);
  const width = Math.max(...shown.map(([word]) => word.length));
  return shown.map(([word, count], index) => {
    const rank = String(index + 1).padStart(2);
    return `${rank}. ${word.padEnd(width)} ${String(count).padStart(3)} ${"#".repeat(count)}`;
  });
}
