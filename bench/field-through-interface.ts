// Reading a field through an interface type: each read checks the
// site's inline cache. The twin of field-through-class.
const benchStarted = performance.now();
interface HasX {
  x: number;
}
class Point {
  constructor(
    public x: number,
    public y: number,
  ) {}
}
function sumX(points: HasX[], rounds: number): number {
  let total = 0;
  for (let round = 0; round < rounds; round++) {
    for (let i = 0; i < points.length; i++) total += points[i].x;
  }
  return total;
}
const points: HasX[] = [];
for (let i = 0; i < 1000; i++) points.push(new Point(i % 17, i));
console.log(sumX(points, 20000));
console.error(`work-ms: ${(performance.now() - benchStarted).toFixed(1)}`);
