// Virtual dispatch through a small class hierarchy.
const benchStarted = performance.now();
abstract class Shape {
  abstract area(): number;
  abstract scale(factor: number): Shape;
  describe(): string {
    return this.constructor.name;
  }
}
class Circle extends Shape {
  constructor(private radius: number) { super(); }
  area(): number { return Math.PI * this.radius * this.radius; }
  scale(factor: number): Shape { return new Circle(this.radius * factor); }
}
class Square extends Shape {
  constructor(private side: number) { super(); }
  area(): number { return this.side * this.side; }
  scale(factor: number): Shape { return new Square(this.side * factor); }
}
class Triangle extends Shape {
  constructor(private base: number, private height: number) { super(); }
  area(): number { return 0.5 * this.base * this.height; }
  scale(factor: number): Shape { return new Triangle(this.base * factor, this.height * factor); }
}
const shapes: Shape[] = [new Circle(1), new Square(2), new Triangle(3, 4)];
let total = 0;
for (let i = 0; i < 20000000; i++) {
  total += shapes[i % 3].area();
}
console.log(total.toFixed(3), shapes[0].scale(2).area().toFixed(3));
console.error(`work-ms: ${(performance.now() - benchStarted).toFixed(1)}`);
