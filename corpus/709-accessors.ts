class Temperature {
  private celsius = 0;
  get fahrenheit(): number {
    return this.celsius * 9 / 5 + 32;
  }
  set fahrenheit(value: number) {
    this.celsius = (value - 32) * 5 / 9;
  }
  get label(): string {
    return `${this.celsius.toFixed(1)}C`;
  }
}
const t = new Temperature();
console.log(t.fahrenheit, t.label, t);
t.fahrenheit = 212;
console.log(t.fahrenheit, t.label);
t.fahrenheit += 18;
t.fahrenheit++;
console.log(t.fahrenheit.toFixed(2), t.label);
abstract class Shape {
  abstract get area(): number;
  get description(): string {
    return `${this.constructor.name} of area ${this.area.toFixed(2)}`;
  }
}
class Rect extends Shape {
  constructor(private w: number, private h: number) { super(); }
  get area(): number { return this.w * this.h; }
}
class Circle extends Shape {
  constructor(private r: number) { super(); }
  get area(): number { return Math.PI * this.r * this.r; }
  get description(): string { return "round: " + super.description; }
}
const shapes: Shape[] = [new Rect(2, 3), new Circle(1)];
for (const s of shapes) console.log(s.description, s.area > 3);
class Box {
  private items: string[] = [];
  get size(): number { return this.items.length; }
  set latest(item: string) { this.items.push(item); }
  get latest(): string { return this.items.length > 0 ? this.items[this.items.length - 1] : "none"; }
}
const box = new Box();
console.log(box.size, box.latest);
box.latest = "apple";
box.latest += " pie";
console.log(box.size, box.latest, box);
