// Rest parameters collect the remaining arguments; spread arguments fill
// them from arrays.
function sum(...values: number[]): number {
  let total = 0;
  for (const value of values) total += value;
  return total;
}
function joinWith(separator: string, ...parts: string[]): string {
  return parts.join(separator);
}
function countArgs(...items: boolean[]): number {
  return items.length;
}
console.log(sum(), sum(5), sum(1, 2, 3, 4));
console.log(joinWith("-"), joinWith("-", "a"), joinWith(", ", "x", "y", "z"));
const numbers = [10, 20, 30];
console.log(sum(...numbers), sum(1, ...numbers, 2), sum(...numbers, ...numbers));
console.log(countArgs(true, false, true), countArgs());
function maxOf(first: number, ...rest: number[]): number {
  let best = first;
  rest.forEach((value) => {
    if (value > best) best = value;
  });
  return best;
}
console.log(maxOf(3), maxOf(3, 9, 4), maxOf(-1, ...[-5, -2]));
const words = ["alpha", "beta"];
console.log(joinWith("/", ...words, "gamma"));
function logAll(prefix: string, ...lines: string[]): void {
  for (const line of lines) console.log(prefix + line);
}
logAll("> ", "one", "two");
const combined = [...numbers, 40, ...[50, 60]];
console.log(combined, combined.length);
