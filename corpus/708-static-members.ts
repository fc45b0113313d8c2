class Counter {
  static created = 0;
  static readonly label: string = "counter";
  static registry: Counter[] = [];
  readonly id: number;
  constructor(public count: number) {
    Counter.created++;
    this.id = Counter.created;
    Counter.registry.push(this);
  }
  static make(start: number): Counter {
    return new Counter(start * 2);
  }
  static total(): number {
    let sum = 0;
    for (const c of Counter.registry) sum += c.count;
    return sum;
  }
}
console.log(Counter.created, Counter.label);
const a = new Counter(1);
const b = Counter.make(5);
Counter.created += 10;
console.log(a.id, b.id, Counter.created, Counter.total(), Counter.registry.length);
class Special extends Counter {
  static kind = "special " + Counter.label;
  static describe(): string {
    return Special.kind + " #" + Special.created;
  }
}
const s = new Special(7);
console.log(Special.describe(), Special.total(), s.id, Counter.make(1).count);
class Config {
  static defaultSize = Config.compute(3);
  static compute(n: number): number {
    return n * n;
  }
}
console.log(Config.defaultSize);
Config.defaultSize = 4;
console.log(Config.defaultSize);
