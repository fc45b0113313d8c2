// Optional parameters of union and boolean types, and defaults.
function format(value: number | string, width?: number, pad?: string): string {
  const text = typeof value === "number" ? value.toFixed(1) : value;
  const w = width ?? text.length;
  return text.padStart(w, pad ?? " ");
}
console.log(`[${format(3.14159)}]`, `[${format("ab", 5)}]`, `[${format(7, 6, "0")}]`);

function toggle(state: boolean, force?: boolean): boolean {
  if (force !== undefined) return force;
  return !state;
}
console.log(toggle(true), toggle(true, true), toggle(false, false), toggle(false));

function greet(name?: string | null): string {
  if (name === undefined) return "hello, stranger";
  if (name === null) return "hello, nobody";
  return `hello, ${name}`;
}
console.log(greet(), greet(null), greet("ann"));

function sum(values: number[], start: number | null = null): number {
  let total = start ?? 0;
  for (const v of values) total += v;
  return total;
}
console.log(sum([1, 2, 3]), sum([1, 2, 3], 10), sum([], null));
