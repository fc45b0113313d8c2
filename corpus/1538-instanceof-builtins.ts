// instanceof Array, Map, Set and Function (and typed arrays) of values that
// may be undefined or null, of unions, of unknown (which narrows to an
// array) and of any; literals and `new` take their type from a
// `T | undefined` or `T | null` they are passed as.
class Shelf {
  books: string[] = [];
}
function describe(
  list: number[] | undefined,
  index: Map<string, number> | null,
  tags: Set<string> | undefined,
  onDone: (() => void) | null,
  pair: [number, string] | undefined,
  bytes: Uint8Array | undefined,
): string {
  return [
    list instanceof Array,
    index instanceof Map,
    tags instanceof Set,
    onDone instanceof Function,
    pair instanceof Array,
    bytes instanceof Uint8Array,
    index instanceof Set,
    list instanceof Map,
  ].join(" ");
}
console.log(describe(undefined, null, undefined, null, undefined, undefined));
console.log(describe([1, 2], new Map(), new Set(), () => {}, [1, "one"], new Uint8Array(2)));

function summarize(value: unknown): string {
  if (value instanceof Array) return `array of ${value.length}`;
  if (value instanceof Function) return "a function";
  if (value === null) return "null";
  return typeof value;
}
const values: unknown[] = [[1, 2, 3], [], () => 0, "text", 4, null, { a: 1 }];
console.log(values.map(summarize).join("; "));

function width(value: string | string[] | null): number {
  if (value instanceof Array) return value.reduce((sum, part) => sum + part.length, 0);
  return value === null ? -1 : value.length;
}
console.log(width(["ab", "cde"]), width("wxyz"), width(null));

const mixed: number[] | Set<number> | null = Math.random() < 2 ? new Set([1, 2]) : null;
console.log(mixed instanceof Set, mixed instanceof Array, new Shelf() instanceof Function);
const loose: any = JSON.parse('[1, {"a": 2}]');
console.log(loose instanceof Array, loose[1] instanceof Array, loose instanceof Function);
const grouped: Map<string, Shelf[]> | undefined = new Map();
grouped.set("a", [new Shelf()]);
console.log(grouped instanceof Map, grouped.get("a") instanceof Array);
