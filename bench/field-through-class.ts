// Reading a field through a class type: a load at a fixed offset. The
// twin of field-through-interface, to measure the inline cache's cost.
const benchStarted = performance.now();
class Point {
  constructor(
    public x: number,
    public y: number,
  ) {}
}
function sumX(points: Point[], rounds: number): number {
  let total = 0;
  for (let round = 0; round < rounds; round++) {
    for (let i = 0; i < points.length; i++) total += points[i].x;
  }
  return total;
}
const points: Point[] = [];
for (let i = 0; i < 1000; i++) points.push(new Point(i % 17, i));
console.log(sumX(points, 20000));
console.error(`work-ms: ${(performance.now() - benchStarted).toFixed(1)}`);
