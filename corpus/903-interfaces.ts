// Interfaces: object literals and class instances used through the same
// interface type, readonly properties, methods, extension.
interface Shape {
  readonly kind: string;
  area(): number;
  perimeter(): number;
}
interface Named {
  name: string;
}
interface NamedShape extends Shape, Named {
  scale(factor: number): void;
}

class Circle implements NamedShape {
  readonly kind = "circle";
  constructor(
    public name: string,
    private radius: number,
  ) {}
  area(): number {
    return Math.PI * this.radius * this.radius;
  }
  perimeter(): number {
    return 2 * Math.PI * this.radius;
  }
  scale(factor: number): void {
    this.radius *= factor;
  }
}

class Rect implements NamedShape {
  readonly kind = "rect";
  constructor(
    public name: string,
    public width: number,
    public height: number,
  ) {}
  area(): number {
    return this.width * this.height;
  }
  perimeter(): number {
    return 2 * (this.width + this.height);
  }
  scale(factor: number): void {
    this.width *= factor;
    this.height *= factor;
  }
}

function describe(shape: NamedShape): string {
  return `${shape.name} (${shape.kind}): area ${shape.area().toFixed(2)}, perimeter ${shape.perimeter().toFixed(2)}`;
}

const shapes: NamedShape[] = [new Circle("c1", 1), new Rect("r1", 2, 3), new Circle("c2", 2.5)];
for (const shape of shapes) console.log(describe(shape));
shapes.forEach((shape) => shape.scale(2));
for (const shape of shapes) console.log(describe(shape));

let unit = 1;
const triangle: NamedShape = {
  kind: "triangle",
  name: "t1",
  area: () => (Math.sqrt(3) / 4) * unit * unit,
  perimeter: () => 3 * unit,
  scale: (factor) => {
    unit *= factor;
  },
};
console.log(describe(triangle));
triangle.scale(3);
console.log(describe(triangle));

function largest(all: Shape[]): Shape {
  return all.reduce((best, shape) => (shape.area() > best.area() ? shape : best));
}
const everything: Shape[] = [shapes[0], shapes[1], triangle];
console.log(largest(everything).kind);
const names: Named[] = [shapes[2], { name: "plain" }];
console.log(names.map((n) => n.name).join(","));
names[1].name = "renamed";
console.log(names[1], names[1].name);
