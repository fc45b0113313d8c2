// Regex replace over log lines: masking numbers, normalising durations,
// rewriting levels with a replacer function.
const benchStarted = performance.now();
const levels = ["info", "warn", "error", "debug"];
const lines: string[] = [];
for (let i = 0; i < 200_000; i++) {
  lines.push(`2024-01-${(i % 28) + 1} ${levels[i % 4]} user=${i * 31 % 9973} took ${i % 500}ms path=/api/v${i % 3}/items/${i}`);
}
let total = 0;
let sample = "";
for (const line of lines) {
  const masked = line.replace(/user=\d+/, "user=***");
  const timed = masked.replace(/(\d+)ms/g, (_, ms: string) => `${(Number(ms) / 1000).toFixed(3)}s`);
  const leveled = timed.replace(/\b(info|warn|error|debug)\b/, (level: string) => level.toUpperCase());
  total += leveled.length;
  sample = leveled;
}
console.log(total, sample);
console.error(`work-ms: ${(performance.now() - benchStarted).toFixed(1)}`);
