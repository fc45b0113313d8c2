// Creating many short-lived small objects.
const benchStarted = performance.now();
interface Point {
  x: number;
  y: number;
}
function add(a: Point, b: Point): Point {
  return { x: a.x + b.x, y: a.y + b.y };
}
let acc: Point = { x: 0, y: 0 };
for (let i = 0; i < 20000000; i++) {
  acc = add(acc, { x: i % 7, y: -(i % 3) });
}
console.log(acc.x, acc.y);
console.error(`work-ms: ${(performance.now() - benchStarted).toFixed(1)}`);
