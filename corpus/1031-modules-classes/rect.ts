import { Shape } from "./shape";
export class Rect extends Shape {
  constructor(protected width: number, protected height: number) {
    super("rect");
  }
  area(): number {
    return this.width * this.height;
  }
}
export class Square extends Rect {
  constructor(side: number) {
    super(side, side);
  }
  describe(): string {
    return "square! " + super.describe();
  }
}
