abstract class Shape {
  abstract area(): number;
  describe(): string {
    return this.constructor.name + " with area " + this.area().toFixed(2);
  }
}
class Circle extends Shape {
  constructor(private radius: number) { super(); }
  area(): number { return Math.PI * this.radius * this.radius; }
}
class Square extends Shape {
  constructor(private side: number) { super(); }
  area(): number { return this.side * this.side; }
}
class Café {}
const shapes: Shape[] = [new Circle(1), new Square(2)];
for (const s of shapes) console.log(s.describe(), s.constructor.name);
let name = shapes[0].constructor.name;
name += "!";
console.log(name, new Café().constructor.name.length);
const maybe: Shape | null = null;
console.log(maybe === null);
