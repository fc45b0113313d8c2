// `(value as { prop: T }).prop` of an `unknown` or `any`: the property is
// read from whatever the value is (an array's length, an error's code, a
// function's name), as Node reads it.

function lengthOf(value: unknown): number {
  return (value as { length: number }).length;
}
function codeOf(error: unknown): string {
  return (error as { code?: string }).code ?? "no code";
}
function describe(value: unknown): string {
  if (typeof value === "object" && value !== null) {
    if ("length" in value) return "has length " + String((value as { length: unknown }).length);
    return "object with " + Object.keys(value).join(",");
  }
  if (typeof value === "function") return "function " + value.name;
  return typeof value + ":" + String(value);
}

class FileError extends Error {
  code = "ENOENT";
}

const parsed: unknown = JSON.parse('[1, 2, 3]');
console.log(lengthOf(parsed), lengthOf("hello"), lengthOf({ length: 7 }));
console.log(codeOf(new FileError("missing")), codeOf(new Error("plain")), codeOf({ code: "E1" }), codeOf([]));
console.log([1, "s", null, undefined, { q: 1 }, [1, 2], describe, new Map([[1, 2]])].map(describe));

try {
  JSON.parse("{");
} catch (err) {
  console.log((err as { name: string }).name, (err as { message: string }).message.length > 0);
}

const loose: any = { nested: { depth: 2 }, list: ["a", "b"] };
console.log((loose.list as { length: number }).length, (loose as { nested: { depth: number } }).nested.depth + 1);
