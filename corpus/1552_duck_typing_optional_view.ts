// Duck typing: an unknown value viewed through an object type whose
// properties are all optional fits any value (arrays, Buffers, functions,
// strings), as tsc's assertion promises nothing more.
function describe(value: unknown): string {
  if (value === null || typeof value !== "object") return "primitive";
  const view = value as { length?: unknown; push?: unknown; readUInt8?: unknown; size?: unknown };
  const parts: string[] = [];
  if (typeof view.length === "number") parts.push(`length ${view.length}`);
  if (typeof view.push === "function") parts.push("pushable");
  if (typeof view.readUInt8 === "function") parts.push("buffer-like");
  if (typeof view.size === "number") parts.push(`size ${view.size}`);
  return parts.length > 0 ? parts.join(", ") : "plain object";
}
console.log(describe([1, 2, 3]));
console.log(describe(Buffer.from("hey")));
console.log(describe(new Map([["a", 1]])));
console.log(describe({ length: 4 }));
console.log(describe({}));
console.log(describe("text"));
interface Named {
  name?: string;
  tags?: string[];
}
const parsed: unknown = JSON.parse('{"name":"n","tags":["x","y"]}');
const named = parsed as Named;
console.log(named.name, named.tags, typeof named.name);
const known: unknown = [5, 6];
const seen = known as { length?: unknown; size?: unknown };
console.log(typeof seen.length, typeof seen.size, seen.length);
const letters = ["a", "b"];
const shape = letters as { length?: number; at?: unknown };
console.log(shape.length, typeof shape.at);
