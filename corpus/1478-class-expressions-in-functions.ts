// Classes made by functions: each evaluation is a class of its own, with
// its own static fields, reached as values through `any`.
function make(tag: string, weight: number) {
  return class {
    static tag = tag;
    static made = 0;
    label = tag.toUpperCase();
    score: number;
    constructor(extra: number) {
      this.score = weight + extra;
    }
    static describe(): string {
      return `${this.tag}:${this.made}`;
    }
    static create(extra: number) {
      this.made++;
      return new this(extra);
    }
    total(): number {
      return this.score * 2;
    }
  };
}
const A = make("alpha", 1);
const B = make("beta", 10);
const a1: any = (A as any).create(5);
const a2: any = new (A as any)(7);
const b1: any = (B as any).create(0);
console.log(a1.label, a1.score, a1.total(), a2.score, b1.label, b1.total());
console.log((A as any).describe(), (B as any).describe(), (A as any).tag, (B as any).made);
console.log(a1 instanceof (A as any), a1 instanceof (B as any), A === B);
console.log(typeof A, (A as any).name === "", B);

function registry(prefix: string) {
  const made: string[] = [];
  const Entry = class Item {
    static count = 0;
    id: number;
    constructor(public name: string) {
      Item.count += 1;
      this.id = Item.count;
      made.push(`${prefix}${this.id}:${name}`);
    }
    copy(): Item {
      return new Item(this.name + "'");
    }
  };
  class Special extends Entry {
    constructor(name: string, public level: number) {
      super(name.toUpperCase());
    }
    describe(): string {
      return `${this.name}@${this.level} #${this.id} of ${Entry.count}`;
    }
  }
  const first = new Entry("one");
  const second = first.copy();
  const special = new Special("two", 3);
  console.log(special.describe(), second.id, special instanceof Entry);
  console.log(first, special);
  return made;
}
console.log(registry("r").join(","));
console.log(registry("s").join(","));

function counters(): number[] {
  const results: number[] = [];
  for (let round = 0; round < 3; round++) {
    class Step {
      static total = round * 100;
      static bump(by: number): number {
        Step.total += by;
        return Step.total;
      }
    }
    Step.bump(round);
    results.push(Step.bump(1));
  }
  return results;
}
console.log(counters());
