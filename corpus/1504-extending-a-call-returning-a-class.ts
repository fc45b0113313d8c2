// A class extending a call (`extends factory()`, `extends Registry.base()`)
// whose function returns one module class by name: that class is the
// parent, and the call runs once, when the class declaration is evaluated.

const log: string[] = [];

class Shape {
  constructor(public name: string) {
    log.push(`Shape(${name})`);
  }
  area(): number {
    return 0;
  }
  describe(): string {
    return `${this.name} with area ${this.area().toFixed(2)}`;
  }
}

function baseShape(): typeof Shape {
  log.push("baseShape()");
  return Shape;
}

class Circle extends baseShape() {
  constructor(private radius: number) {
    super("circle");
  }
  area(): number {
    return Math.PI * this.radius * this.radius;
  }
}

class Registry {
  static calls = 0;
  static base(): typeof Shape {
    Registry.calls++;
    return Shape;
  }
}

class Square extends Registry.base() {
  constructor(private side: number) {
    super("square");
  }
  area(): number {
    return this.side * this.side;
  }
}

class Cube extends Square {
  describe(): string {
    return "cube: " + super.describe();
  }
}

log.push("declared");
const shapes: Shape[] = [new Circle(1), new Square(2), new Cube(3)];
for (const shape of shapes) console.log(shape.describe(), shape instanceof Shape);
console.log(Registry.calls, log.join(" | "));
console.log(shapes[2]);
