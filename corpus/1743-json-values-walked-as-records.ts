// Nested JSON values walked through a recursive union type and through
// records of unknown values: flattened, read by path, merged.
type Json = string | number | boolean | null | Json[] | { [key: string]: Json };
function walk(j: Json, depth = 0): number {
  if (Array.isArray(j)) return j.reduce<number>((s, x) => s + walk(x, depth + 1), 0);
  if (j !== null && typeof j === "object") return Object.values(j).reduce<number>((s, x) => s + walk(x, depth + 1), 0);
  return typeof j === "number" ? j : 0;
}
const doc: Json = { a: 1, b: [2, 3, { c: 4 }], d: "x", e: null };
console.log(walk(doc));
function isPlainObject(v: unknown): v is { [key: string]: unknown } {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}
function flatten(obj: { [key: string]: unknown }, prefix = ""): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(obj)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (isPlainObject(v)) Object.assign(out, flatten(v, key));
    else out[key] = v;
  }
  return out;
}
console.log(flatten({ a: { b: { c: 1 }, d: [1, 2] }, e: "x" }));
const settings = { theme: { dark: true, size: 12 }, name: "n" };
console.log(flatten(settings));
function get(obj: unknown, path: string): unknown {
  return path.split(".").reduce<unknown>((cur, part) => (isPlainObject(cur) ? cur[part] : undefined), obj);
}
console.log(get(settings, "theme.size"), get(settings, "theme.missing"), get(doc, "b"));
const merged = Object.assign({}, settings, { extra: 1 });
console.log(merged, Object.keys(merged).length);
