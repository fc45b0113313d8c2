// `T | null` for strings, numbers and booleans: narrowed by comparisons
// and truthiness.
let longest: string | null = null;
for (const w of ["kiwi", "banana", "fig"]) {
  if (longest === null || w.length > longest.length) longest = w;
}
console.log(longest);

function parsePort(text: string): number | null {
  const n = Number(text);
  if (!Number.isInteger(n) || n <= 0 || n > 65535) return null;
  return n;
}
for (const t of ["80", "0", "abc", "65535", "70000"]) {
  const port = parsePort(t);
  if (port !== null) console.log(t, "->", port * 1);
  else console.log(t, "-> invalid");
}

function flag(text: string): boolean | null {
  if (text === "yes") return true;
  if (text === "no") return false;
  return null;
}
console.log(flag("yes"), flag("no"), flag("maybe"));
const answers = ["yes", "maybe", "no"].map(flag);
console.log(answers);
console.log(answers.filter((a) => a !== null).length);

function describe(v: string | null | undefined): string {
  if (v == null) return "nothing";
  return `"${v}"`;
}
console.log(describe(null), describe(undefined), describe(""), describe("x"));

let cache: number | null = null;
function compute(): number {
  if (cache !== null) return cache;
  cache = 6 * 7;
  return cache;
}
console.log(compute(), compute(), cache);
