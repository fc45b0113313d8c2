class Point {
  constructor(public x: number, public y: number) {}
  norm(): number { return Math.hypot(this.x, this.y); }
  static zero(): Point { return new Point(0, 0); }
}
namespace Point {
  export function norm(p: Point): number { return p.norm() * 10; }
  export const unit = new Point(1, 0);
}
console.log(Point.norm(new Point(3, 4)), new Point(3, 4).norm(), Point.unit, Point.zero());
enum Color { Red, Green, Blue }
namespace Color {
  export function parse(text: string): Color {
    return text === "red" ? Color.Red : text === "green" ? Color.Green : Color.Blue;
  }
}
console.log(Color.parse("green"), Color.Blue, Color[Color.parse("red")]);
function greet(name: string): string { return greet.prefix + name; }
namespace greet {
  export const prefix = "Hello, ";
}
console.log(greet("ann"));
interface Size { w: number; h: number }
namespace Size {
  export function area(s: Size): number { return s.w * s.h; }
}
const sz: Size = { w: 2, h: 5 };
console.log(Size.area(sz));
