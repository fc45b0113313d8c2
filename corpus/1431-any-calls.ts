// Calls through `any`: function values, methods of class instances and
// object literals, getters and setters, records of handlers, callbacks
// handed to typed code, and a function converted back to its type.

class Vec {
  constructor(public x: number, public y: number) {}
  plus(o: Vec): Vec {
    return new Vec(this.x + o.x, this.y + o.y);
  }
  scale(k: number): Vec {
    return new Vec(this.x * k, this.y * k);
  }
  toString(): string {
    return `(${this.x}, ${this.y})`;
  }
  get length(): number {
    return Math.hypot(this.x, this.y);
  }
  set first(value: number) {
    this.x = value;
  }
  sum(values: number[]): number {
    return values.reduce((a, b) => a + b, this.x);
  }
}

class Vec3 extends Vec {
  constructor(x: number, y: number, public z: number) {
    super(x, y);
  }
  scale(k: number): Vec {
    return new Vec3(this.x * k, this.y * k, this.z * k);
  }
  toString(): string {
    return `(${this.x}, ${this.y}, ${this.z})`;
  }
}

const double: any = (x: number) => x * 2;
console.log(double(21), typeof double);
const typedDouble: (x: number) => number = double;
console.log(typedDouble(4), typedDouble === double);

const a: any = new Vec(1, 2);
const b: any = new Vec3(3, 4, 5);
console.log(String(a.plus(b)), String(b.scale(2)), a.length, b.length);
console.log(a.sum([1, 2, 3]));
a.first = 10;
console.log(a.x, String(a));

const obj: any = { name: "o", greet: (who: string) => "hi " + who, count: 3 };
console.log(obj.greet("bob"));

const handlers: Record<string, any> = {
  inc: (x: number) => x + 1,
  shout: (x: string) => x + "!",
};
console.log(handlers["inc"](1), handlers.shout("hey"));

function apply(fn: any, ...args: any[]) {
  return fn(args[0], args[1]);
}
console.log(apply((p: number, q: number) => p + q, 2, 3));

const thrower: any = (message: string): never => {
  throw new Error("boom " + message);
};
try {
  thrower("x");
  console.log("not here");
} catch (e) {
  console.log("caught", (e as Error).message);
}

for (const [label, callee] of [
  ["five", 5],
  ["missing", undefined],
] as [string, any][]) {
  try {
    callee();
  } catch (e) {
    console.log(label, (e as Error).message);
  }
}
try {
  obj.nothing();
} catch (e) {
  console.log((e as Error).message);
}
try {
  obj.count();
} catch (e) {
  console.log((e as Error).message);
}

const steps: any[] = [(x: number) => x + 1, (x: number) => x * 2, (s: string) => s.toUpperCase()];
console.log(steps[0](1), steps[1](5), steps[2]("abc"));
console.log([1, 2, 3].map(steps[1]));
["a", "bb", "ccc"].filter((s) => s.length > 1).map(steps[2]).forEach((s) => console.log(s));
const compare: any = (p: number, q: number) => q - p;
console.log([3, 1, 2].sort(compare));

type Handler = (event: string, n: number) => string;
const untyped: any = (event: string) => "got " + event;
const typed: Handler = untyped;
console.log(typed("click", 3));

const config: any = { label: "calc", steps: [(n: number) => n + 1, (n: number) => n * 3] };
let total = 1;
for (const step of config.steps) total = step(total);
console.log(config.label, total);

const nested: any = { inner: { minus: (p: number, q: number) => p - q } };
console.log(nested.inner.minus(10, 4));
const makeAdder: any = (n: number) => (m: number) => n + m;
console.log(makeAdder(3)(4));
const answer: any = () => 42;
console.log(answer(1, 2, 3));
const noisy: any = () => {
  console.log("called");
};
console.log(noisy());

Promise.resolve(5)
  .then(double)
  .then((v) => console.log("then", v));

class Fixture {
  value = "deploy";
  toJSON(): string {
    return "fixture:" + this.value;
  }
}
const fixture: any = new Fixture();
const key = "to" + "JSON";
console.log(fixture.toJSON(), fixture["toJSON"](), fixture[key](), JSON.stringify({ fixture }));
try {
  fixture[key + "x"]();
} catch (e) {
  console.log((e as Error).message);
}

const list: any = [5, 1, 4, 2, 3];
console.log(list.sort(), list.sort((p: number, q: number) => q - p), list.toReversed(), list);
console.log(list.splice(1, 2), list, list.splice(1, 0, 7, 8), list);
console.log(list.shift(), list.unshift(0, -1), list, list.at(-1), list.at(10), list.lastIndexOf(7));
const words: any = ["pear", "fig", "apple"];
console.log(words.sort(), words.reverse(), words.sort((p: string, q: string) => p.length - q.length));

const table: any = new Map<string, number>([["a", 1]]);
table.set("b", 2).set("c", 3);
console.log(table.get("a"), table.get("zz"), table.get(5), table.has("b"), table.has(1), table.size, table.delete("a"), table.delete("a"), table);
const members: any = new Set<number>([1, 2]);
members.add(3).add(1);
console.log(members.has(3), members.has("3"), members.size, members.delete(2), members);
const loose: any = new Map();
loose.set(undefined, "u");
loose.set(1, "one");
console.log(loose.get(undefined), loose.get(), loose.has(1), loose);
table.clear();
console.log(table.size);
