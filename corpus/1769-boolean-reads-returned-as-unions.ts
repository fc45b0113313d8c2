// A boolean read that finds nothing (past an array's end, a missing map
// entry) returned where the result is a union holding undefined is
// undefined, not false.
function first<T>(xs: T[]): T | undefined {
  return xs[0];
}
function at(flags: boolean[], i: number): boolean | undefined {
  return flags[i];
}
function lookup(m: Map<string, boolean>, k: string): boolean | undefined {
  return m.get(k);
}
const flags = [true, false];
console.log(first<boolean>([]), first(flags), at(flags, 1), at(flags, 5));
const m = new Map([["on", true]]);
console.log(lookup(m, "on"), lookup(m, "off"), String(at(flags, 9)), typeof at([], 0));
const bs: boolean[] = [];
const x: boolean | undefined = bs[0];
console.log(x, bs[3], flags[5] === undefined);
