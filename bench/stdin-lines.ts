// A line counter over standard input: readline's for await, counting
// lines, words and characters of 100 MB of text the harness makes.
// bench-stdin: 100 MB
import * as readline from "readline";
async function main(): Promise<void> {
  const benchStarted = performance.now();
  const lines = readline.createInterface({ input: process.stdin, crlfDelay: Infinity });
  let count = 0;
  let words = 0;
  let characters = 0;
  for await (const line of lines) {
    count++;
    characters += line.length;
    let inWord = false;
    for (let i = 0; i < line.length; i++) {
      const space = line.charCodeAt(i) === 32;
      if (!space && !inWord) words++;
      inWord = !space;
    }
  }
  console.log(count, words, characters);
  console.error(`work-ms: ${(performance.now() - benchStarted).toFixed(1)}`);
}
main();
