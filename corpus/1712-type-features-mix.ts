// A program of many TypeScript type features at once: overloads, labelled tuples, string enums, a generic repository with a getter, async generators, assertion functions, as const.
function format(x: number): string;
function format(x: string, width: number): string;
function format(x: number | string, width = 6): string {
  return typeof x === "number" ? x.toFixed(2) : x.padEnd(width, ".");
}
console.log(format(3.14159), format("ab", 5));
type Point = readonly [x: number, y: number];
const pts: readonly Point[] = [[1, 2], [3, 4]];
const [[x0, y0]] = pts;
console.log(x0 + y0, pts.map(([x, y]) => Math.hypot(x, y).toFixed(3)));
enum Level { Debug = "DEBUG", Info = "INFO", Warn = "WARN" }
function log(level: Level, msg: string): string { return `[${level}] ${msg}`; }
console.log(Object.values(Level).map((l) => log(l, "hi")));
interface Repo<T extends { id: number }> { items: T[]; find(id: number): T | undefined; readonly size: number }
function makeRepo<T extends { id: number }>(items: T[]): Repo<T> {
  return { items, find: (id) => items.find((i) => i.id === id), get size() { return items.length; } };
}
const repo = makeRepo([{ id: 1, name: "a" }, { id: 2, name: "b" }]);
console.log(repo.find(2)?.name, repo.size, repo.find(5));
async function* countdown(n: number): AsyncGenerator<number> { while (n > 0) { yield n--; await null; } }
(async () => { const got: number[] = []; for await (const v of countdown(3)) got.push(v); console.log(got); })();
function assertIsString(v: unknown): asserts v is string { if (typeof v !== "string") throw new TypeError("not a string"); }
const u: unknown = "text";
assertIsString(u);
console.log(u.toUpperCase());
const deep = { a: { b: { c: "x", d: [1, 2] } } } as const;
console.log(deep.a.b.c, deep.a.b.d[1], JSON.stringify(deep));
