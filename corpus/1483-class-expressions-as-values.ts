// Class expressions where a value is wanted: each evaluation a class of its own.
function registry(prefix: string) {
  const kinds = {
    Plain: class {
      label(): string {
        return prefix + ":plain";
      }
    },
    Counted: class Counted {
      static count = 0;
      constructor() {
        Counted.count++;
      }
    },
  };
  return kinds;
}
const r: any = registry("r");
console.log(new r.Plain().label(), new r.Counted() instanceof r.Counted, r.Counted.count);
new r.Counted();
console.log(r.Counted.count, registry("s").Counted.count);
function build(maker: any, n: number): any {
  return new maker(n);
}
const item = build(
  class Box {
    constructor(public n: number) {}
    double(): number {
      return this.n * 2;
    }
  },
  21,
);
console.log(item.double(), item);
var Legacy = class Old {
  static version = 3;
  describe(): string {
    return "old v" + Old.version;
  }
};
console.log(new Legacy().describe(), typeof Legacy);
