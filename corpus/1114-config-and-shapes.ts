// Discriminated unions with spreads of one member, configuration merged from
// defaults and Partial overrides, a generic stack.
type Shape =
  | { kind: "circle"; radius: number }
  | { kind: "rect"; width: number; height: number }
  | { kind: "triangle"; a: number; b: number; c: number };

function area(shape: Shape): number {
  switch (shape.kind) {
    case "circle":
      return Math.PI * shape.radius ** 2;
    case "rect":
      return shape.width * shape.height;
    case "triangle": {
      const s = (shape.a + shape.b + shape.c) / 2;
      return Math.sqrt(s * (s - shape.a) * (s - shape.b) * (s - shape.c));
    }
  }
}

const shapes: Shape[] = [
  { kind: "circle", radius: 1.5 },
  { kind: "rect", width: 3, height: 4.25 },
  { kind: "triangle", a: 3, b: 4, c: 5 },
];
for (const shape of shapes) console.log(shape.kind, area(shape).toFixed(3), shape);
const scaled = shapes.map((shape) => (shape.kind === "circle" ? { ...shape, radius: shape.radius * 2 } : shape));
console.log(scaled);

interface Config { host: string; port: number; debug?: boolean; retries?: number; headers?: Record<string, string> }
const defaults: Config = { host: "localhost", port: 8080, retries: 3 };
function configure(overrides: Partial<Config>): Config {
  const config = { ...defaults, ...overrides };
  if (config.debug) config.retries = 0;
  return config;
}
console.log(configure({}));
console.log(configure({ port: 9090, debug: true }));
console.log(configure({ headers: { "x-id": "1" }, host: "example.com" }));
const c = configure({ debug: false });
c.headers = { accept: "json" };
console.log(c, JSON.stringify(c));

class Stack<T> {
  private items: T[] = [];
  push(item: T): this { this.items.push(item); return this; }
  pop(): T | undefined { return this.items.pop(); }
  peek(): T | undefined { return this.items[this.items.length - 1]; }
  get size(): number { return this.items.length; }
}
const stack = new Stack<string>().push("a").push("b").push("c");
console.log(stack.size, stack.pop(), stack.peek(), stack.size);
const nums = new Stack<number>();
console.log(nums.pop(), nums.size);
