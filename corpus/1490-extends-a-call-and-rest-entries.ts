// A class extending what a call returns (`class Sub extends make("A")`,
// the mixin-factory shape): instances run the made class's constructor
// and methods with that call's captures, and statics (fields and methods
// using `this`) are found through the subclass. Rest parameters of
// constructors, methods and static methods, called directly and through
// `any`.

function make(tag: string, weight: number) {
  let made = 0;
  return class {
    static ast = tag;
    static count = 0;
    label: string;
    constructor(suffix: string) {
      made++;
      this.label = tag + "/" + suffix;
    }
    heavier(by: number): number {
      return weight + by + made;
    }
    static greet(): string {
      return "hi-" + this.ast;
    }
    static pipe(...args: number[]): string {
      return "piped:" + args.length + ":" + this.ast;
    }
  };
}

class Sub extends make("A", 10) {
  extra(): string {
    return this.label + "!";
  }
}
class Other extends make("B", 20) {}
class Leaf extends Other {
  constructor() {
    super("leaf");
  }
}

const sub = new Sub("one");
const other = new Other("two");
const leaf = new Leaf();
console.log(sub.label, sub.extra(), sub.heavier(1), other.heavier(1), leaf.label, leaf.heavier(2));
console.log(sub instanceof Sub, leaf instanceof Other, other instanceof Sub);
console.log((Sub as any).ast, (Other as any).ast, (Leaf as any).ast);
console.log((Sub as any).greet(), (Leaf as any).greet(), (Sub as any).pipe(1, 2, 3), (Leaf as any).pipe());
console.log(sub, leaf);

class Joiner {
  label: string;
  constructor(label: string, ...parts: number[]) {
    this.label = label + ":" + parts.join("+");
  }
  static count(...values: number[]): number {
    return values.length;
  }
  join(separator: string, ...items: string[]): string {
    return items.join(separator) + "@" + this.label;
  }
}
class Implicit extends Joiner {}
const loose: any = new Joiner("x", 1, 2);
const maker: any = Joiner;
console.log(Joiner.count(1, 2), (Joiner as any).count(), loose.join("-", "p", "q"), loose.join("+"));
console.log(new maker("y", 5).label, new maker("z").label, new Implicit("i", 7, 8).label);
