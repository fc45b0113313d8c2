// Inheritance: abstract classes, overriding with virtual dispatch, super(...) and
// super.method(), implicit derived constructors, instanceof, printing.
abstract class Shape {
  constructor(public name: string) {}
  abstract area(): number;
  describe(): string {
    return `${this.name} with area ${this.area().toFixed(2)}`;
  }
}
class Circle extends Shape {
  constructor(public radius: number) {
    super("circle");
  }
  area(): number {
    return Math.PI * this.radius * this.radius;
  }
}
class Square extends Shape {
  side: number;
  constructor(side: number) {
    super("square");
    this.side = side;
  }
  area(): number {
    return this.side * this.side;
  }
  describe(): string {
    return "[" + super.describe() + "]";
  }
}
class Unit extends Square {}
const shapes: Shape[] = [new Circle(1), new Square(2), new Unit(1)];
let total = 0;
for (const shape of shapes) {
  total += shape.area();
  console.log(shape.describe(), shape instanceof Square, shape instanceof Circle, shape instanceof Shape);
}
console.log(total.toFixed(4), shapes);
class Animal {
  sound = "...";
  legs = 4;
  speak(): string { return `${this.sound} on ${this.legs} legs`; }
}
class Bird extends Animal {
  wings = 2;
  constructor() { super(); this.sound = "tweet"; this.legs = 2; }
}
const bird = new Bird();
console.log(bird.speak(), bird);
const animal: Animal = bird;
console.log(animal.speak(), animal instanceof Bird);
