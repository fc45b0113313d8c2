// Classes, interfaces, type aliases and enums declared inside functions
// (and arrows) that read none of the function's variables: compiled as the
// module's own, with a class's statics initialized each time its
// declaration runs, as JavaScript makes a new class each time.
function area(): number {
  interface Shape { kind: string; size: number }
  type Pair = [number, number];
  class Square implements Shape {
    kind = "square";
    static made = 0;
    constructor(public size: number) { Square.made++; }
    area(): number { return this.size * this.size; }
    grow(other: Square): Square { return new Square(this.size + other.size); }
  }
  enum Color { Red, Green }
  const pair: Pair = [2, 3];
  const s = new Square(pair[0]).grow(new Square(pair[1]));
  const shapes: Shape[] = [s];
  console.log(shapes[0].kind, Color.Green, Square.made);
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
function statics(): number {
  class Registry { static items: string[] = []; static add(x: string): void { Registry.items.push(x); } }
  Registry.add("a");
  Registry.add("b");
  return Registry.items.length;
}
console.log(statics(), statics());
