// process.stdout.isTTY, columns and rows (and stderr's) when the output is
// not a terminal (as the corpus runs): undefined, as Node has them.
console.log(process.stdout.isTTY, process.stderr.isTTY, process.stdout.columns, process.stdout.rows);
const width = process.stdout.columns || 80;
const wide = process.stdout.columns ?? 100;
console.log(width, wide, process.stdout.isTTY ? "tty" : "pipe", typeof process.stdout.columns);
if (!process.stdout.isTTY) console.log("not a terminal");
const color = process.stdout.isTTY === true;
console.log(color);
