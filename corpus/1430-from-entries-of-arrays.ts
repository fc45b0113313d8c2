import * as fs from "fs";
import * as path from "path";
// Object.fromEntries of pairs written as arrays gives an any (as tsc types
// it), a dictionary in JavaScript's key order; a CSV read and summarized
// through it.
const pairs = [["b", 1], ["a", 2], ["10", 3], ["2", 4], ["b", 5]];
const o = Object.fromEntries(pairs);
console.log(o, Object.keys(o), o.b, o["10"], JSON.stringify(o));
const words = "x=1;y=two;z".split(";").map((part) => part.split("="));
const parsed = Object.fromEntries(words);
console.log(parsed, parsed.z);
const numbers = Object.fromEntries([[1, 2], [3, 4]]);
console.log(numbers);
parsed.extra = 42;
console.log(parsed.extra + 1);


const dir = path.join("/tmp", "scr-corpus-1430-" + Math.random().toString(36).slice(2));
fs.mkdirSync(dir, { recursive: true });
const file = path.join(dir, "data.csv");
fs.writeFileSync(file, "name,score\nann,91\nbo,78\ncy,85\n");
const text = fs.readFileSync(file, "utf8");
const [header, ...rows] = text.trim().split("\n");
const columns = header.split(",");
const records = rows.map((row) => Object.fromEntries(row.split(",").map((v, i) => [columns[i], v])));
const scores = records.map((r) => Number(r.score));
const mean = scores.reduce((a, b) => a + b, 0) / scores.length;
const sd = Math.sqrt(scores.reduce((a, b) => a + (b - mean) ** 2, 0) / scores.length);
console.log(columns, records.length, mean.toFixed(2), sd.toFixed(3));
const best = records.reduce((a, b) => (Number(a.score) >= Number(b.score) ? a : b));
console.log(`best: ${best.name} (${best.score})`, path.basename(file), path.extname(file));
fs.appendFileSync(file, "dee,99\n");
console.log(fs.readFileSync(file, "utf8").split("\n").filter(Boolean).length, fs.existsSync(file));
fs.rmSync(dir, { recursive: true });
console.log(fs.existsSync(dir));
const d = new Date(Date.UTC(2024, 1, 29, 12, 30));
console.log(d.toISOString(), d.getUTCDay(), JSON.stringify({ at: d }));
