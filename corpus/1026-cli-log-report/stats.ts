import type { Entry } from "./parse";

export interface PathStats {
  hits: number;
  bytes: number;
  slowest: number;
}

export function byPath(entries: Entry[]): Map<string, PathStats> {
  const result = new Map<string, PathStats>();
  for (const entry of entries) {
    const stats = result.get(entry.path) ?? { hits: 0, bytes: 0, slowest: 0 };
    stats.hits += 1;
    stats.bytes += entry.bytes;
    stats.slowest = Math.max(stats.slowest, entry.millis);
    result.set(entry.path, stats);
  }
  return result;
}

export function statusClasses(entries: Entry[]): Map<string, number> {
  const classes = new Map<string, number>();
  for (const entry of entries) {
    const key = `${Math.floor(entry.status / 100)}xx`;
    classes.set(key, (classes.get(key) ?? 0) + 1);
  }
  return new Map([...classes].sort((a, b) => a[0].localeCompare(b[0])));
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)];
}
