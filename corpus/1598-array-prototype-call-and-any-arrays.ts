// Array.prototype.method.call(array, ...) (the old way to borrow array
// methods, as for `arguments`), and a new any[] where an array of
// numbers, strings or booleans is declared.

function joinAll(): string {
  const parts: string[] = Array.prototype.slice.call(arguments);
  return parts.join("-") + " of " + arguments.length;
}
console.log((joinAll as (...xs: string[]) => string)("a", "b", "c"));

function sumRest(): number {
  const rest: number[] = Array.prototype.slice.call(arguments, 1);
  return rest.reduce((total, n) => total + n, 0);
}
console.log((sumRest as (...xs: number[]) => number)(100, 1, 2, 3));

const values = [3, 1, 2];
console.log(Array.prototype.map.call(values, (x: number) => x * 2));
console.log(Array.prototype.slice.call(values, 1), Array.prototype.join.call(values, "+"));
console.log(Array.prototype.indexOf.call(values, 2), Array.prototype.includes.call(values, 5));

const loose: any[] = [5, 4, "x", 3];
const numbers: number[] = loose.filter((v) => typeof v === "number");
numbers.sort((a, b) => a - b);
console.log(numbers, loose);
const texts: string[] = loose.slice(2, 3);
console.log(texts, texts[0].toUpperCase());
const flags: boolean[] = [true, false].concat([] as any[]);
console.log(flags.length, flags.every((f) => typeof f === "boolean"));
