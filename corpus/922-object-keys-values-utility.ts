// Object.keys/values/entries of objects and class instances, spread
// copies, rest, and Readonly/Partial.
type Point = { x: number; y: number };
const points: Point[] = [{ x: 1, y: 2 }, { x: -3, y: 4 }];
const moved = points.map((p) => ({ ...p, x: p.x + 10 }));
console.log(moved, points);
const { x, ...others } = points[1];
console.log(x, others);
const byX = Object.fromEntries(points.map((p): [string, Point] => [String(p.x), p]));
console.log(byX);
const keys = Object.keys(points[0]);
console.log(keys, Object.values(points[0]), Object.entries(points[1]));
const frozen: Readonly<Point> = { x: 0, y: 0 };
console.log(frozen.x + frozen.y);
const partial: Partial<Point> = { x: 5 };
console.log(partial.x ?? 0, partial.y ?? "no y");
class Scores {
  constructor(public math: number, public art: number, private secret: number = 1) {}
}
const sc = new Scores(90, 75);
console.log(Object.keys(sc), Object.values({ a: 1, b: 2 }), Object.entries({ x: "1", y: "2" }));
const literal = { name: "n", greet() { return "hi"; } };
console.log(Object.keys(literal));
