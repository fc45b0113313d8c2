export abstract class Shape {
  static created = 0;
  constructor(public readonly name: string) {
    Shape.created += 1;
  }
  abstract area(): number;
  describe(): string {
    return `${this.name} with area ${this.area().toFixed(2)}`;
  }
}
