// Overrides without result annotations, interfaces with generic
// parameters, static methods as callbacks.
abstract class Shape {
  constructor(protected readonly label: string) {}
  abstract area(): number;
  describe(): string {
    return `${this.label} with area ${this.area().toFixed(2)}`;
  }
}
class Circle extends Shape {
  constructor(private r: number) { super("circle"); }
  area() { return Math.PI * this.r ** 2; }
}
class Rect extends Shape {
  constructor(private w: number, private h: number) { super("rect"); }
  area() { return this.w * this.h; }
  override describe(): string { return super.describe() + ` (${this.w}x${this.h})`; }
}
const shapes: Shape[] = [new Circle(1), new Rect(2, 3)];
shapes.forEach((s) => console.log(s.describe()));
const total = shapes.reduce((acc, s) => acc + s.area(), 0);
console.log(`total: ${total.toFixed(3)}`);
interface Comparable<T> { compareTo(other: T): number }
class Version implements Comparable<Version> {
  constructor(readonly major: number, readonly minor: number, readonly patch: number) {}
  static parse(text: string): Version {
    const [a, b, c] = text.split(".").map(Number);
    return new Version(a, b ?? 0, c ?? 0);
  }
  compareTo(other: Version): number {
    return this.major - other.major || this.minor - other.minor || this.patch - other.patch;
  }
  toString() { return `${this.major}.${this.minor}.${this.patch}`; }
}
const versions = ["1.2.3", "1.10.0", "1.2", "0.9.9"].map(Version.parse);
versions.sort((x, y) => x.compareTo(y));
console.log(versions.map(String).join(" < "));
console.log(versions.map((v) => `${v}`));
