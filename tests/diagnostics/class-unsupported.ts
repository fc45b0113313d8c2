class Base {
  static pending: number;
  static set value(v: number) {
    Base.pending = v;
  }
}
class Derived extends Unknown {}
function local(): void {
  class Inner {}
}
function capturing(start: number): number {
  class Counter {
    value = start;
  }
  return new Counter().value;
}
