// Unions of classes and primitives, narrowed with instanceof and typeof.
class Meters {
  constructor(public value: number) {}
  toString(): string {
    return `${this.value}m`;
  }
}
class Feet {
  constructor(public value: number) {}
}
type Length = Meters | Feet | number;

function toMeters(length: Length): number {
  if (typeof length === "number") return length;
  if (length instanceof Meters) return length.value;
  return length.value * 0.3048;
}
const lengths: Length[] = [new Meters(3), new Feet(10), 2.5];
console.log(lengths.map(toMeters).map((m) => m.toFixed(3)));
for (const l of lengths) console.log(String(l), l instanceof Feet);

function describe(value: Meters | string | null): string {
  if (value === null) return "nothing";
  if (value instanceof Meters) return `meters: ${value.value}`;
  return `text: ${value}`;
}
console.log(describe(new Meters(1)), describe("x"), describe(null));
