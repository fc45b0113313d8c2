class Base {
  static pending: boolean;
  static set value(v: boolean) {
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
function counted(): number {
  class Made {
    static count = 0;
  }
  return new Made() instanceof Made ? 1 : 0;
}
function escapes(): object {
  class Plain {}
  return Plain;
}
