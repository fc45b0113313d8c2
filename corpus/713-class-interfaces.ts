// Classes implementing interfaces, used through the interface type:
// methods, getters and fields are found through the member cache.
interface Shape {
  readonly name: string;
  area(): number;
  scale(factor: number): void;
}
interface Printable {
  label: string;
}
class Circle implements Shape, Printable {
  label = "round";
  constructor(private radius: number) {}
  get name(): string {
    return "circle r=" + this.radius;
  }
  area(): number {
    return Math.round(Math.PI * this.radius * this.radius * 100) / 100;
  }
  scale(factor: number): void {
    this.radius *= factor;
  }
}
class Square implements Shape, Printable {
  readonly name = "square";
  label = "boxy";
  constructor(public side: number) {}
  area(): number {
    return this.side * this.side;
  }
  scale(factor: number): void {
    this.side *= factor;
  }
}
class Triangle implements Shape {
  readonly name: string;
  constructor(
    private base: number,
    private height: number,
  ) {
    this.name = `triangle ${base}/${height}`;
  }
  area(): number {
    return (this.base * this.height) / 2;
  }
  scale(factor: number): void {
    this.base *= factor;
    this.height *= factor;
  }
}
const shapes: Shape[] = [new Circle(1), new Square(2), new Triangle(3, 4), new Circle(0.5)];
function report(all: Shape[]): void {
  for (const shape of all) console.log(shape.name.padEnd(16), shape.area());
}
report(shapes);
shapes.forEach((shape) => shape.scale(2));
report(shapes);
const total = shapes.reduce((sum, shape) => sum + shape.area(), 0);
console.log(total.toFixed(3));
const printables: Printable[] = [new Circle(3), new Square(1), { label: "literal" }];
console.log(printables.map((p) => p.label).join(" | "));
printables[0].label = "relabeled";
console.log(printables[0].label, printables[0]);
const largest = shapes.reduce((best, shape) => (shape.area() > best.area() ? shape : best));
console.log("largest:", largest.name);
