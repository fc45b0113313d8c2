// @stdin: input.txt
import * as readline from "readline";
// Standard input through readline's events: a question answered by the
// first line, then every line to the 'line' handlers, then 'close'.
const rl = readline.createInterface({ input: process.stdin, output: process.stdout, terminal: false });
let lines = 0;
let longest = "";
const seen: string[] = [];
rl.question("name? ", (name: string) => {
  console.log(`hello, ${name}`);
  rl.on("line", (line: string) => {
    lines++;
    if (line.length > longest.length) longest = line;
    const numbers = line.split(" ").map(Number);
    if (numbers.every((n) => !Number.isNaN(n)) && line.length > 0) {
      console.log("sum:", numbers.reduce((a, b) => a + b, 0));
    }
  });
});
rl.on("line", (line: string) => seen.push(JSON.stringify(line)));
rl.on("close", () => {
  console.log("lines:", lines, "longest:", longest);
  console.log(seen.join(" "));
});
console.log("waiting for input");
