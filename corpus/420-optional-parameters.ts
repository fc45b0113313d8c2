// Optional parameters: left out, they are undefined, and '??', '===
// undefined' and truthiness see it.
function greet(name: string, title?: string): string {
  if (title === undefined) return "Hello, " + name;
  return `Hello, ${title} ${name}`;
}
function total(a: number, b?: number, c?: number): number {
  return a + (b ?? 0) + (c ?? 0);
}
function label(n: number, unit?: string): string {
  return unit ? n + unit : String(n);
}
console.log(greet("Ann"), greet("Bob", "Dr."));
console.log(total(1), total(1, 2), total(1, 2, 3));
console.log(label(5), label(5, "px"), label(5, ""));
class Point {
  constructor(
    public x: number,
    public y: number,
  ) {}
}
function describe(p: Point, prefix?: string, scale?: number): string {
  const k = scale ?? 1;
  return `${prefix ?? "P"}(${p.x * k}, ${p.y * k})`;
}
console.log(describe(new Point(1, 2)), describe(new Point(1, 2), "Q"), describe(new Point(1, 2), "R", 3));
function where(p?: Point): string {
  return p === undefined ? "nowhere" : `at ${p.x}`;
}
console.log(where(), where(new Point(4, 5)));
function show(x?: number, s?: string): void {
  console.log(x, s, x === undefined, s !== undefined);
}
show();
show(1);
show(1, "a");
class Logger {
  lines: string[] = [];
  log(message: string, level?: string): void {
    this.lines.push(`[${level ?? "info"}] ${message}`);
  }
}
const logger = new Logger();
logger.log("start");
logger.log("oops", "error");
console.log(logger.lines);
