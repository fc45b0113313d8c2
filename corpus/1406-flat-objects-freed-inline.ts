// Objects whose fields are all numbers or booleans are freed by the
// inline release; their blocks are reused by objects of other shapes of
// the same size, and by instances of classes whose subclasses are not
// flat.
interface Point {
  x: number;
  y: number;
}

class Pair {
  constructor(
    public a: number,
    public b: boolean,
  ) {}
  sum(): number {
    return this.b ? this.a * 2 : this.a;
  }
}

class LabeledPair extends Pair {
  constructor(
    a: number,
    b: boolean,
    public label: string,
  ) {
    super(a, b);
  }
  sum(): number {
    return super.sum() + this.label.length;
  }
}

function add(p: Point, q: Point): Point {
  return { x: p.x + q.x, y: p.y + q.y };
}

let acc: Point = { x: 0, y: 0 };
for (let i = 0; i < 1000; i++) {
  acc = add(acc, { x: i % 7, y: -(i % 3) });
}
console.log(acc.x, acc.y);

// Freed blocks are reused by another shape of the same size.
const kept: { name: string; n: number }[] = [];
for (let i = 0; i < 50; i++) {
  const temp = { u: i, v: i * 2 };
  kept.push({ name: "k" + (temp.u + temp.v), n: temp.v });
}
console.log(kept.length, kept[49].name, kept[10].n);

// A flat base class beside a subclass holding a string.
const pairs: Pair[] = [];
for (let i = 0; i < 20; i++) {
  pairs.push(i % 3 === 0 ? new LabeledPair(i, i % 2 === 0, "L" + i) : new Pair(i, i % 2 === 0));
}
let total = 0;
for (const pair of pairs) total += pair.sum();
pairs.length = 5;
for (let i = 0; i < 30; i++) {
  const p = new Pair(i, true);
  total += p.sum();
}
console.log(total, pairs.map((p) => p.sum()).join(","));

// Flat objects replaced in an array and in a map.
const grid: Point[] = [];
for (let i = 0; i < 10; i++) grid.push({ x: i, y: i });
for (let round = 0; round < 5; round++) {
  for (let i = 0; i < grid.length; i++) grid[i] = { x: grid[i].x + round, y: grid[i].y - 1 };
}
const byName = new Map<string, Point>();
for (let i = 0; i < 10; i++) byName.set("p" + (i % 4), { x: i, y: -i });
console.log(JSON.stringify(grid.slice(0, 3)), [...byName.values()].map((p) => p.x + p.y).join(" "));
