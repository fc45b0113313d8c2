import { Circle } from "./circle";
import { Shape } from "./shape";
class Ring extends Circle {
  constructor(radius: number, public inner: number) {
    super(radius);
  }
  override area(): number {
    return super.area() - Math.PI * this.inner ** 2;
  }
  override describe(): string {
    return `ring: ${super.describe()}`;
  }
}
class Square extends Shape {
  constructor(public side: number) {
    super("square");
  }
  area(): number {
    return this.side ** 2;
  }
}
const shapes: Shape[] = [new Circle(1), new Ring(2, 1), new Square(3)];
for (const shape of shapes) console.log(shape.describe(), shape instanceof Circle);
console.log(Shape.made, shapes[1]);
