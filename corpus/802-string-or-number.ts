// Unions of primitives narrowed with typeof.
type Id = string | number;

function normalize(id: Id): string {
  if (typeof id === "number") return `#${id.toString().padStart(4, "0")}`;
  return id.trim().toLowerCase();
}
const ids: Id[] = [7, "  ABC ", 1234, "x"];
console.log(ids.map(normalize));
console.log(ids);

function add(a: string | number, b: string | number): string | number {
  if (typeof a === "number" && typeof b === "number") return a + b;
  return String(a) + String(b);
}
console.log(add(1, 2), add("1", 2), add(1, "2"), add("a", "b"));

function total(values: (number | string)[]): number {
  let sum = 0;
  for (const v of values) {
    if (typeof v === "string") {
      const parsed = parseFloat(v);
      if (!Number.isNaN(parsed)) sum += parsed;
    } else {
      sum += v;
    }
  }
  return sum;
}
console.log(total([1, "2.5", "x", 4]));

function kind(v: string | number | boolean): string {
  switch (typeof v) {
    case "string":
      return "text";
    case "number":
      return "number";
    default:
      return "flag";
  }
}
console.log(kind("a"), kind(1), kind(false));

let current: string | number = "start";
console.log(current, typeof current);
current = 42;
console.log(current, typeof current, current === 42);
const label = ids.length > 3 ? "many" : ids.length;
console.log(label);
console.log(`${current} and ${label}`, JSON.stringify(ids));
