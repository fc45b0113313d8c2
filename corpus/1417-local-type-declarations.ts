// Classes, interfaces, type aliases and enums declared inside functions
// (and arrows) that read none of the function's variables: compiled as the
// module's own. Statics only where the declaration runs once (an IIFE):
// JavaScript makes a new class each time a declaration runs.
function area(): number {
  interface Shape { kind: string; size: number }
  type Pair = [number, number];
  class Square implements Shape {
    kind = "square";
    constructor(public size: number) {}
    area(): number { return this.size * this.size; }
    grow(other: Square): Square { return new Square(this.size + other.size); }
  }
  enum Color { Red, Green }
  const pair: Pair = [2, 3];
  const s = new Square(pair[0]).grow(new Square(pair[1]));
  const shapes: Shape[] = [s];
  console.log(shapes[0].kind, Color.Green, s instanceof Square);
  return s.area();
}
console.log(area());
console.log(area());
const make = () => {
  class Point { constructor(public x: number, public y: number) {} toString(): string { return `(${this.x}, ${this.y})`; } }
  const points = [new Point(1, 2), new Point(3, 4)];
  return points.map((p) => p.toString()).join(" ");
};
console.log(make());
const statics = ((): number => {
  class Registry { static items: string[] = []; static add(x: string): void { Registry.items.push(x); } }
  Registry.add("a");
  Registry.add("b");
  return Registry.items.length;
})();
console.log(statics);
