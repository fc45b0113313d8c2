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
function make(tag: string) {
  return class {
    static tag = tag;
  };
}
class Mixed extends make("a") {}
function register(kind: unknown): void {
  console.log(kind);
}
register(class Anonymous {});
