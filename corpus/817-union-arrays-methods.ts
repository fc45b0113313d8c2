// Array methods over arrays of union values.
type Value = number | string | boolean;
const values: Value[] = [3, "b", true, 1, "a", false, 2];
console.log(values.filter((v) => typeof v === "number"));
console.log(values.map((v) => (typeof v === "string" ? v.toUpperCase() : v)));
console.log(values.some((v) => v === "a"), values.every((v) => v !== null));
console.log(values.indexOf("a"), values.includes(true), values.includes("z"));
console.log(values.find((v) => typeof v === "boolean"));
console.log(values.slice(1, 4), values.length);
const copy = [...values].reverse();
console.log(copy);
console.log(values.join("|"));
const numbers: number[] = [];
for (const v of values) if (typeof v === "number") numbers.push(v);
console.log(numbers.reduce((a, b) => a + b, 0));
const counts = { numbers: 0, strings: 0, booleans: 0 };
values.forEach((v) => {
  if (typeof v === "number") counts.numbers++;
  else if (typeof v === "string") counts.strings++;
  else counts.booleans++;
});
console.log(counts);
