// Functions returning unions, and callers narrowing the result.
function lookup(table: Map<string, number>, key: string): number | string {
  const value = table.get(key);
  return value === undefined ? `missing '${key}'` : value;
}
const table = new Map<string, number>([["one", 1], ["two", 2]]);
for (const key of ["one", "three", "two"]) {
  const result = lookup(table, key);
  if (typeof result === "number") console.log(key, "=", result * 100);
  else console.log(result);
}

function parseBool(text: string): boolean | undefined {
  switch (text.toLowerCase()) {
    case "true": case "yes": case "1": return true;
    case "false": case "no": case "0": return false;
    default: return undefined;
  }
}
for (const t of ["Yes", "0", "maybe"]) {
  const b = parseBool(t);
  console.log(t, b, b === undefined ? "unknown" : b ? "on" : "off");
}

function clamp(value: number, min?: number, max?: number): number {
  let result = value;
  if (min !== undefined && result < min) result = min;
  if (max !== undefined && result > max) result = max;
  return result;
}
console.log(clamp(5), clamp(5, 6), clamp(5, undefined, 4), clamp(5, 0, 10));

function pick(flag: boolean): string | number | boolean {
  return flag ? "text" : 0;
}
const picked = [pick(true), pick(false)];
console.log(picked, picked.map((p) => typeof p));
