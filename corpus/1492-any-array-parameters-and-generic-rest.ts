// Typed arrays passed to any[] parameters the function only reads (a copy
// of boxes, the same to it); generic rest parameters (...items: T[],
// ...params: P extends ReadonlyArray<string>).
function describe(items: any[]): string {
  let text = "";
  for (const item of items) text += typeof item + ";";
  return text + items.length + ":" + items.map((x) => String(x)).join("|") + ":" + items[0];
}
const numbers: number[] = [1, 2, 3];
const words = ["a", "b"];
const grid = [[1, 2], [3]];
console.log(describe(numbers), describe(words), describe(grid), describe([]));
function total(values: any[], ...more: any[]): number {
  return values.reduce((sum, x) => sum + x, 0) + more.length;
}
console.log(total(numbers), total(numbers, 1, 2));
function collect<T>(...items: T[]): T[] { return items; }
console.log(collect(1, 2, 3), collect("a"), collect());
function tagged<const P extends ReadonlyArray<string>>(...params: P) { return params.length + ":" + params.join(","); }
console.log(tagged("x", "y"), tagged());
function firstAnd<T>(first: T, ...rest: number[]) { return [first, rest.length]; }
console.log(firstAnd("q", 1, 2), firstAnd(true));
