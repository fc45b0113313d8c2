function basic(): void {
  const captured: string[] = [];
  let count = 0;
  const prefix = "item";
  class Logger {
    name: string;
    constructor(name: string) {
      this.name = name;
      count++;
    }
    log(s: string): void {
      captured.push(`${prefix}:${this.name}:${s}`);
      count += 10;
    }
    get total(): number {
      return count;
    }
  }
  const a = new Logger("a");
  a.log("x");
  const b = new Logger("b");
  b.log("y");
  console.log(captured.join(", "), count, a.total, b.total);
  console.log(a);
}
basic();
basic();

function counterFactory(start: number) {
  class Counter {
    static made = 0;
    static label: string = "counter" + start;
    value: number;
    constructor() {
      this.value = start;
      Counter.made++;
    }
    next(): number {
      this.value += 1;
      return this.value;
    }
    static create(): Counter {
      return new Counter();
    }
    static describe(): string {
      return `${Counter.label} made ${Counter.made}`;
    }
  }
  const c1 = Counter.create();
  const c2 = new Counter();
  c1.next();
  c2.next();
  c2.next();
  console.log(c1.value, c2.value, Counter.made, Counter.describe());
  return Counter;
}
const A = counterFactory(10);
const B = counterFactory(100);
console.log(A === B, (A as any).made, (B as any).label);
const x = new (A as any)();
console.log(x.value, (A as any).made, x instanceof A, x instanceof B);
console.log(A, typeof A);

function shapes(scale: number): number[] {
  class Shape {
    constructor(public side: number) {}
    area(): number {
      return this.side * this.side * scale;
    }
  }
  class Rect extends Shape {
    other: number;
    constructor(side: number, other: number) {
      super(side);
      this.other = other;
    }
    area(): number {
      return this.side * this.other * scale;
    }
  }
  class Sq extends Shape {}
  const list: Shape[] = [new Shape(2), new Rect(2, 3), new Sq(4)];
  const r = list[1];
  console.log(r instanceof Rect, r instanceof Shape, list[0] instanceof Rect);
  return list.map((s) => s.area());
}
console.log(shapes(1), shapes(2));
