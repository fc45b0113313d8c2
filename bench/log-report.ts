// A command-line report over a large log file (about 20 MB, written once to
// the temporary directory and reused): read it whole, parse the lines,
// aggregate them in maps, print a summary.
const benchStarted = performance.now();
import * as fs from "fs";

const file = "/tmp/scriptc-bench-access.log";
if (!fs.existsSync(file)) {
  const methods = ["GET", "GET", "GET", "POST", "PUT", "DELETE"];
  const statuses = [200, 200, 200, 200, 304, 404, 500, 201];
  const parts: string[] = [];
  for (let i = 0; i < 250000; i++) {
    const path = `/api/v1/resource${i % 97}/item${(i * 31) % 1013}`;
    parts.push(`2024-03-${String(1 + (i % 28)).padStart(2, "0")}T${String(i % 24).padStart(2, "0")}:00:00Z ${methods[i % 6]} ${path} ${statuses[(i * 7) % 8]} ${(i * 37) % 50000} ${(i * 11) % 997}`);
  }
  fs.writeFileSync(file, parts.join("\n") + "\n");
}

interface Stats {
  hits: number;
  bytes: number;
  slowest: number;
}
const text = fs.readFileSync(file, "utf8");
const byResource = new Map<string, Stats>();
const byStatus = new Map<number, number>();
const byDay = new Map<string, number>();
let lines = 0;
for (const line of text.split("\n")) {
  if (line.length === 0) continue;
  const fields = line.split(" ");
  const path = fields[2];
  const resource = path.slice(0, path.indexOf("/", 8));
  const status = Number(fields[3]);
  const bytes = Number(fields[4]);
  const millis = Number(fields[5]);
  const stats = byResource.get(resource) ?? { hits: 0, bytes: 0, slowest: 0 };
  stats.hits++;
  stats.bytes += bytes;
  if (millis > stats.slowest) stats.slowest = millis;
  byResource.set(resource, stats);
  byStatus.set(status, (byStatus.get(status) ?? 0) + 1);
  const day = fields[0].slice(0, 10);
  byDay.set(day, (byDay.get(day) ?? 0) + 1);
  lines++;
}
const top = [...byResource].sort((a, b) => b[1].hits - a[1].hits || a[0].localeCompare(b[0])).slice(0, 5);
console.log(lines, "lines");
for (const [resource, stats] of top) console.log(resource, stats.hits, (stats.bytes / 1e6).toFixed(2), "MB", stats.slowest, "ms");
console.log([...byStatus].sort((a, b) => a[0] - b[0]));
console.log(byDay.size, "days");
console.error(`work-ms: ${(performance.now() - benchStarted).toFixed(1)}`);
