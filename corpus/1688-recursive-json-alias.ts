// A type alias naming itself other than through object types (the usual
// `Json` type) holds its values as `any`s: narrowed by `Array.isArray`,
// `typeof` and `=== null`, walked, printed and stringified as in Node;
// `Object.keys` of an `unknown` narrowed to an object by a predicate.

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };
type Tree = Json[] | number;

const text = '{"name":"svc","port":8080,"tags":["a","b"],"limits":{"cpu":1.5,"mem":null},"on":true}';
const config: Json = JSON.parse(text);

function show(value: Json, depth = 0): string {
  const pad = "  ".repeat(depth);
  if (value === null) return pad + "null";
  if (Array.isArray(value)) return pad + "[" + value.map((item) => show(item)).join(", ") + "]";
  if (typeof value === "object") {
    return Object.entries(value)
      .map(([key, item]) => pad + key + " = " + show(item, depth + 1).trimStart())
      .join("\n");
  }
  return pad + JSON.stringify(value);
}
console.log(show(config));

function count(value: Json): number {
  if (Array.isArray(value)) return value.reduce((sum: number, item) => sum + count(item), 0);
  if (value !== null && typeof value === "object") return Object.values(value).reduce((sum: number, item) => sum + count(item), 1);
  return 1;
}
const built: Json = { list: [1, "two", [false, null]], nested: { deep: { x: 1 } } };
console.log(count(config), count(built), JSON.stringify(built));
const leaves: Tree = [1, [2, 3]];
console.log(leaves, typeof leaves);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
const parsed: unknown = JSON.parse(text);
if (isRecord(parsed) && isRecord(parsed.limits)) {
  console.log(Object.keys(parsed.limits), Object.entries(parsed.limits).length);
}
