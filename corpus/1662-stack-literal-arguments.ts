// Object literals passed to functions that only read their properties:
// the values they hold, what the callee gives back, exceptions part-way,
// and callees that keep, return, compare or capture the object.
interface Point {
  x: number;
  y: number;
}
interface Labelled {
  label: string;
  point: Point;
  tags: string[];
  note?: string;
}

function add(a: Point, b: Point): Point {
  return { x: a.x + b.x, y: a.y + b.y };
}

function describe(item: Labelled): string {
  const first = item.tags.length > 0 ? item.tags[0] : "none";
  return `${item.label} at (${item.point.x}, ${item.point.y}) first=${first} note=${item.note ?? "-"}`;
}

function pointOf(item: Labelled): Point {
  // The field's own reference leaves; the literal does not.
  return item.point;
}

function tagsOf(item: Labelled): string[] {
  return item.tags;
}

const kept: Point[] = [];
function keep(p: Point): number {
  kept.push(p);
  return kept.length;
}

function same(a: Point, b: Point): boolean {
  return a === b;
}

function itself(p: Point): Point {
  return p;
}

function later(p: Point): () => number {
  return () => p.x * 10;
}

function checked(p: Point): number {
  if (p.x < 0) throw new Error(`negative x: ${p.x}`);
  return p.x + p.y;
}

function countArguments(p: Point): number {
  // eslint-disable-next-line prefer-rest-params
  return arguments.length + p.x;
}

function depth(p: Point, n: number): number {
  return n === 0 ? p.x : depth({ x: p.x + 1, y: p.y }, n - 1);
}

class Shape {
  constructor(private readonly width: number) {}
  get x(): number {
    return this.width;
  }
  y = 2;
}

function sumXY(p: Point): number {
  return p.x + p.y;
}

let acc: Point = { x: 0, y: 0 };
for (let i = 0; i < 1000; i++) {
  acc = add(acc, { x: i % 7, y: -(i % 3) });
}
console.log(acc.x, acc.y);

const name = "node-" + String(42);
for (let i = 0; i < 3; i++) {
  console.log(describe({ label: name + i, point: { x: i, y: -i }, tags: ["t" + i, "u"] }));
}
console.log(describe({ label: "empty", point: acc, tags: [], note: "with a note" }));

const p1 = pointOf({ label: "a", point: { x: 5, y: 6 }, tags: [] });
const t1 = tagsOf({ label: "b", point: p1, tags: ["kept", "tags"] });
console.log(p1, t1);

for (let i = 0; i < 3; i++) keep({ x: i, y: i * i });
console.log(kept);

const q = { x: 1, y: 1 };
console.log(same(q, q), same({ x: 1, y: 1 }, q));
const r = itself({ x: 3, y: 4 });
console.log(r, sumXY(r));
const f = later({ x: 7, y: 0 });
console.log(f());

let caught = 0;
for (let i = -2; i <= 2; i++) {
  try {
    console.log(checked({ x: i, y: i * 2 }));
  } catch (e) {
    caught++;
    console.log((e as Error).message);
  }
}
console.log("caught", caught);

console.log(countArguments({ x: 40, y: 0 }));
console.log(depth({ x: 0, y: 9 }, 50));
console.log(sumXY(new Shape(8)), sumXY({ x: -0, y: -0 }), Object.is(sumXY({ x: -0, y: -0 }), -0));
const label = ["x", "y"].join("+");
console.log(describe({ label, point: { x: NaN, y: Infinity }, tags: [label, label + "!"] }).length);

// Built across a suspension: the literal's values wait on an await or a yield.
async function later2(n: number): Promise<number> {
  return n * 2;
}
async function awaited(): Promise<number> {
  let total = 0;
  for (let i = 0; i < 3; i++) {
    total += sumXY({ x: await later2(i), y: await later2(i + 10) });
  }
  return total;
}
function* generated(): Generator<number, void, number> {
  for (let i = 0; i < 3; i++) {
    const got = sumXY({ x: yield i, y: i * 100 });
    console.log("generated", got);
  }
}
const g = generated();
g.next(0);
g.next(5);
g.next(6);
g.next(7);
awaited().then((total) => console.log("awaited", total));
