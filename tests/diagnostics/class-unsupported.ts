class Base {
  static created = 0;
  #secret = 1;
  get value(): number {
    return 1;
  }
}
class Derived extends Base {}
function local(): void {
  class Inner {}
}
