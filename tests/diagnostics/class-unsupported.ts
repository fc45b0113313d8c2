class Base {
  static pending: number;
  static #secret = 1;
  static get value(): number {
    return 1;
  }
}
class Derived extends Unknown {}
function local(): void {
  class Inner {}
}
