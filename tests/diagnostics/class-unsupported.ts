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
  if (tag === "") {
    return class {
      static tag = "none";
    };
  }
  return class {
    static tag = tag;
  };
}
class Mixed extends make("a") {}
function shapes(base: number): number {
  class Holder<T> {
    constructor(public item: T) {}
    offset(): number {
      return base;
    }
  }
  return new Holder(1).offset();
}
