// wordfreq: the most frequent words of a text file, skipping the stop
// words listed in settings.json.
//
//   scriptc build examples/wordfreq/main.ts -o wordfreq
//   cd examples/wordfreq && ../../wordfreq input.txt

import * as fs from "node:fs";
import * as path from "node:path";
import { words, sentences } from "./text";
import { frequencies, table, Settings } from "./report";

const file = process.argv[2];
if (file === undefined) {
  console.error("usage: wordfreq <text file>");
  process.exit(2);
}

let text: string;
try {
  text = fs.readFileSync(file, "utf8");
} catch (e) {
  console.error((e as Error).message);
  process.exit(1);
}

const settingsFile = path.join(path.dirname(file), "settings.json");
const settings: Settings = JSON.parse(fs.readFileSync(settingsFile, "utf8"));

const all = words(text);
const counts = frequencies(all, settings);
console.log(`${path.basename(file)}: ${all.length} words, ${counts.size} distinct after stop words, ${sentences(text)} sentences`);
for (const line of table(counts, settings.top)) console.log(line);
