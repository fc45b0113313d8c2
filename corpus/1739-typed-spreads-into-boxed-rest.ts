// Arrays of typed elements spread into rest parameters of `any`,
// `unknown` or a union, and into array literals of them: the spread
// copies the elements, boxed.
function printAll(...args: any[]): void {
  console.log(args.length, ...args);
}
function collect(...args: unknown[]): unknown[] {
  return args;
}
function labels(...parts: (string | number)[]): string {
  return parts.map((part) => (typeof part === "number" ? part.toFixed(1) : part)).join(",");
}
const names: string[] = ["ann", "bob"];
const values = [1.5, 2, -0];
const flags = [true, false];
printAll(...names);
printAll(names);
printAll(0, ...names, 1, ...values, ...flags);
console.log(collect(...values, ...names).length, collect(...flags));
console.log(labels(...values, ...names, 3));
const mixed: unknown[] = [...names, ...values, null];
const anys: any[] = [...flags, ...names];
console.log(mixed, anys.length, typeof anys[0]);
class Logger {
  lines: string[] = [];
  log(level: string, ...parts: any[]): void {
    this.lines.push(level + ": " + parts.map((part) => String(part)).join(" "));
  }
}
const logger = new Logger();
logger.log("info", ...names, ...values);
logger.log("warn");
console.log(logger.lines);
const count = (...items: unknown[]): number => items.length;
console.log(count(...names, ...values, ...flags));
