// Classes used as values: in records and arrays, as constructor
// parameters (`new (n: number) => T`, `typeof C`), with `new`, statics,
// `name`, `instanceof` and printing through the value; class expressions
// bound to constants.

class Shape {
  static count = 0;
  static describe(): string {
    return "shapes: " + Shape.count;
  }
  constructor(public name: string) {
    Shape.count++;
  }
  area(): number {
    return 0;
  }
}
class Circle extends Shape {
  constructor(public r: number) {
    super("circle");
  }
  area(): number {
    return Math.round(Math.PI * this.r * this.r);
  }
}
class Square extends Shape {
  static sides = 4;
  constructor(public side: number) {
    super("square");
  }
  area(): number {
    return this.side * this.side;
  }
}

const kinds: Record<string, new (n: number) => Shape> = { circle: Circle, square: Square };
const made: Shape[] = [];
for (const [name, Kind] of Object.entries(kinds)) {
  const shape = new Kind(3);
  made.push(shape);
  console.log(name, Kind.name, shape.area(), shape instanceof Kind, shape instanceof Circle);
}
console.log(Shape.count, Square.sides, Circle, Square, Shape);
console.log(made.map((shape) => shape.name));

function create(ctor: new (n: number) => Shape, n: number): Shape {
  return new ctor(n);
}
console.log(create(Circle, 1).area(), create(Square, 5).area(), Shape.describe());

const C: typeof Circle = Circle;
console.log(typeof C, C === Circle, C.name, Circle.name, C.describe(), new C(2).area());
const ordered: (new (n: number) => Shape)[] = [Square, Circle];
console.log(ordered.map((k) => k.name).join(" < "), ordered.includes(Circle), ordered.indexOf(Square));
const registry = new Map<string, typeof Square>([["sq", Square]]);
const Found = registry.get("sq");
if (Found) console.log(new Found(6).area(), Found.sides);
console.log(JSON.stringify({ kind: Circle, n: 1 }), String(Square.name).length);

try {
  const notAClass: any = 5;
  new notAClass();
} catch (e) {
  console.log((e as Error).message);
}
try {
  const notAClass: any = {};
  console.log(made[0] instanceof notAClass);
} catch (e) {
  console.log((e as Error).message);
}

const Point = class {
  constructor(public x: number, public y: number) {}
  norm(): number {
    return Math.hypot(this.x, this.y);
  }
};
const p = new Point(3, 4);
console.log(p.norm(), Point.name, p);
const Labelled = class Inner {
  static made = 0;
  constructor(public label: string) {
    Inner.made++;
  }
};
const first = new Labelled("a");
new Labelled("b");
console.log(first.label, Labelled.name, Labelled.made, first instanceof Labelled);
