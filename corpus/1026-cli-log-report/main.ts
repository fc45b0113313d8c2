// @args: access.log
// A log report: reads the file named on the command line, aggregates it in
// maps across modules, prints tables.
import { readFileSync, existsSync } from "fs";
import { parseLog } from "./parse";
import { byPath, statusClasses, percentile } from "./stats";
import { table, kilobytes } from "./format";

const file = process.argv[2];
if (file === undefined || !existsSync(file)) {
  console.log("usage: report <log file>");
  process.exit(2);
}
const { entries, rejected } = parseLog(readFileSync(file, "utf8"));
console.log(`${entries.length} requests, rejected lines: ${rejected.join(", ")}`);
const rows: string[][] = [["path", "hits", "bytes", "slowest"]];
const paths = [...byPath(entries)].sort((a, b) => b[1].hits - a[1].hits || a[0].localeCompare(b[0]));
for (const [path, stats] of paths) {
  rows.push([path, String(stats.hits), kilobytes(stats.bytes), `${stats.slowest} ms`]);
}
console.log(table(rows));
console.log(statusClasses(entries));
const times = entries.map((entry) => entry.millis);
console.log("p50", percentile(times, 50), "p90", percentile(times, 90), "max", Math.max(...times));
