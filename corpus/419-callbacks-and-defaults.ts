// Default parameters together with callbacks and function-typed
// parameters; top-level functions passed where fewer or more arguments
// are supplied.
function formatAll(values: number[], format: (n: number) => string = (n) => n.toString()): string {
  return values.map(format).join(" ");
}
function fixed(n: number): string {
  return n.toFixed(2);
}
console.log(formatAll([1, 2.5]), formatAll([1, 2.5], fixed), formatAll([3], (n) => "#" + n));
function greet(name: string, greeting = "Hello"): string {
  return `${greeting}, ${name}!`;
}
console.log(["Ann", "Bob"].map((name) => greet(name)), ["Cy"].map((name) => greet(name, "Hi")));
function range(count: number, start = 0, step = 1): number[] {
  const out: number[] = [];
  for (let i = 0; i < count; i++) out.push(start + i * step);
  return out;
}
console.log(range(3), range(3, 10), range(4, 1, -1));
function toUpper(text: string): string {
  return text.toUpperCase();
}
console.log(["a", "b"].map(toUpper));
function retry(attempts: number, action: (attempt: number) => boolean): number {
  for (let attempt = 1; attempt <= attempts; attempt++) {
    if (action(attempt)) return attempt;
  }
  return -1;
}
console.log(retry(5, (n) => n * n > 10), retry(2, () => false));
const log: string[] = [];
function record(message: string, level = "info"): void {
  log.push(`[${level}] ${message}`);
}
["start", "run"].forEach((step) => record(step));
record("stop", "warn");
console.log(log);
