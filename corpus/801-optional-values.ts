// `T | undefined` for numbers, strings, arrays and objects, and optional
// booleans.
function indexOfMax(xs: number[]): number | undefined {
  if (xs.length === 0) return undefined;
  let best = 0;
  for (let i = 1; i < xs.length; i++) if (xs[i] > xs[best]) best = i;
  return best;
}
console.log(indexOfMax([3, 9, 2]), indexOfMax([]));
const found = indexOfMax([1, 5]);
if (found !== undefined) console.log("found at", found, found + 1);
console.log((indexOfMax([]) ?? -1) + 1);

function firstWord(text: string): string | undefined {
  const words = text.split(" ").filter((w) => w.length > 0);
  return words.length > 0 ? words[0] : undefined;
}
console.log(firstWord("  hello world"), firstWord("   "));
const word = firstWord("abc def");
console.log(word === undefined ? "none" : word.toUpperCase());

interface Point { x: number; y: number }
function nearest(points: Point[], limit: number): Point | undefined {
  let best: Point | undefined = undefined;
  for (const p of points) {
    const d = Math.hypot(p.x, p.y);
    if (d <= limit && (best === undefined || d < Math.hypot(best.x, best.y))) best = p;
  }
  return best;
}
const near = nearest([{ x: 3, y: 4 }, { x: 1, y: 1 }, { x: 9, y: 9 }], 6);
console.log(near, nearest([], 1) === undefined);

interface Settings {
  debug?: boolean;
  level?: number;
  label?: string;
}
function describe(s: Settings): string {
  const parts: string[] = [];
  if (s.debug) parts.push("debug");
  if (s.debug === false) parts.push("explicitly not debug");
  if (s.debug === undefined) parts.push("debug unset");
  parts.push(`level=${s.level ?? 1}`);
  parts.push(`label=${s.label ?? "none"}`);
  return parts.join(", ");
}
console.log(describe({}));
console.log(describe({ debug: true, level: 3 }));
console.log(describe({ debug: false, label: "x" }));

function greet(name: string, loud?: boolean): string {
  const text = `hello ${name}`;
  return loud ? text.toUpperCase() + "!" : text;
}
console.log(greet("a"), greet("b", true), greet("c", false));

let pending: boolean | undefined;
console.log(pending, typeof pending);
pending = true;
console.log(pending, typeof pending, !pending);
