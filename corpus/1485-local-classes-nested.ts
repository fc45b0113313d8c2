class Outer {
  v = 5;
  make(scale: number) {
    const self = this;
    const build = (extra: number) => {
      class Inner {
        constructor(public k: number) {}
        get(): number {
          return this.k * scale + extra + self.v;
        }
      }
      return new Inner(2);
    };
    return build(100).get();
  }
}
console.log(new Outer().make(3));

function outer(base: number) {
  class Base {
    value(): number {
      return base;
    }
  }
  function inner(add: number) {
    class Derived extends Base {
      value(): number {
        return super.value() + add;
      }
    }
    return new Derived();
  }
  return [inner(1).value(), inner(2).value(), new Base().value()];
}
console.log(outer(10), outer(20));

function depth(n: number): string {
  class Level {
    static count = n;
    describe(): string {
      return n > 0 ? Level.count + ">" + depth(n - 1) : "end";
    }
  }
  return new Level().describe();
}
console.log(depth(3));

function* produce(limit: number): Generator<string> {
  class Item {
    constructor(public i: number) {}
    label(): string {
      return "item" + this.i + "/" + limit;
    }
  }
  for (let i = 0; i < limit; i++) yield new Item(i).label();
}
console.log([...produce(3)]);

async function fetchAll(prefix: string): Promise<string[]> {
  class Task {
    constructor(public id: number) {}
    async run(): Promise<string> {
      await Promise.resolve();
      return prefix + this.id;
    }
  }
  const tasks = [new Task(1), new Task(2)];
  return Promise.all(tasks.map((t) => t.run()));
}
fetchAll("t").then((r) => console.log(r));

const seen: any[] = [];
for (let round = 0; round < 2; round++) {
  class Marker {
    static made = 0;
    constructor() {
      Marker.made++;
    }
  }
  seen.push(new Marker());
  seen.push(Marker);
  console.log(seen[0] instanceof seen[seen.length - 1], (Marker as any).made);
}
