import { circleArea, UNIT_CIRCLE, areaOfSquare, circles, Circle, Square } from "./shapes";

const c: Circle = { kind: "circle", radius: 2 };
const s: Square = { kind: "square", side: 3 };
console.log(circleArea(c).toFixed(4), areaOfSquare(s));
console.log(circles.circleArea(UNIT_CIRCLE).toFixed(6), circles.UNIT_CIRCLE);
const shapes: (Circle | Square)[] = [c, s, UNIT_CIRCLE];
let sum = 0;
for (const shape of shapes) {
  sum += shape.kind === "circle" ? circleArea(shape) : areaOfSquare(shape);
}
console.log(sum.toFixed(3));
