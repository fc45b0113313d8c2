// A class hierarchy across modules: each module extends a class another
// module exports (declared in import order, whatever the file order).
export abstract class Shape {
  static made = 0;
  constructor(public readonly name: string) {
    Shape.made++;
  }
  abstract area(): number;
  describe(): string {
    return `${this.name} with area ${this.area().toFixed(2)}`;
  }
}
