// Classes: parameter properties, field initializers, methods, this, new,
// field updates, arrays of instances and console.log of instances.
class Point {
  constructor(public x: number, public y: number) {}
  length(): number {
    return Math.sqrt(this.x * this.x + this.y * this.y);
  }
  translate(dx: number, dy: number): Point {
    return new Point(this.x + dx, this.y + dy);
  }
  describe(): string {
    return `(${this.x}, ${this.y})`;
  }
}
class Counter {
  count = 0;
  label: string;
  history: number[] = [];
  constructor(label: string) {
    this.label = label;
  }
  increment(by: number): number {
    this.count += by;
    this.history.push(this.count);
    return this.count;
  }
}
const p = new Point(3, 4);
console.log(p, p.length(), p.translate(1, 1).describe());
const c = new Counter("clicks");
c.increment(2);
c.increment(5);
c.count++;
c.label += "!";
console.log(c, c.count, c.label, c.history.join());
const points: Point[] = [];
for (let i = 0; i < 3; i++) points.push(new Point(i, i * i));
console.log(points);
let far = points[0];
for (const q of points) if (q.length() > far.length()) far = q;
console.log(far.describe());
class Node2 { constructor(public value: number, public children: Node2[]) {} }
const tree = new Node2(1, [new Node2(2, []), new Node2(3, [new Node2(4, [new Node2(5, [])])])]);
console.log(tree);
