class Base {
  static pending: number;
  #secret = 1;
  static get value(): number {
    return 1;
  }
}
class Derived extends Unknown {}
function local(): void {
  class Inner {}
}
