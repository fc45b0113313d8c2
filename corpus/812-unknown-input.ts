// Working with `unknown` values: narrowing before use.
function toNumber(value: unknown): number {
  if (typeof value === "number") return value;
  if (typeof value === "string") {
    const n = Number(value);
    return Number.isNaN(n) ? 0 : n;
  }
  if (typeof value === "boolean") return value ? 1 : 0;
  return 0;
}
const inputs: unknown[] = [3, "4.5", "abc", true, false, null, undefined, [1]];
console.log(inputs.map(toNumber));
console.log(inputs.map((v) => typeof v));

function stringify(value: unknown): string {
  if (value === null) return "null";
  if (value === undefined) return "undefined";
  if (typeof value === "string") return JSON.stringify(value);
  return String(value);
}
console.log(inputs.map(stringify).join(" "));

let store: unknown = 1;
console.log(store, typeof store);
store = "now text";
console.log(store, typeof store);
store = [1, 2];
console.log(store, typeof store);
