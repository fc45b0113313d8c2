import { Shape } from "./shape";
import { Circle } from "./circle";
import { Rect, Square } from "./rect";
const shapes: Shape[] = [new Circle(1), new Rect(2, 3), new Square(4)];
for (const shape of shapes) {
  console.log(shape.describe(), shape instanceof Rect, shape instanceof Circle);
}
console.log(Shape.created, shapes.map((s) => s.name));
console.log(shapes[2]);
const largest = shapes.reduce((a, b) => (a.area() >= b.area() ? a : b));
console.log(largest.name, largest instanceof Square);
