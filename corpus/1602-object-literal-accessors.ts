// Getters and setters in object literals: reads and writes through the
// literal's type, an interface and `any`; `this` in them; captured
// locals; printing, keys, `in`, own properties, JSON, spread, rest,
// structuredClone and Object.assign, which read what the getters give.

const counter = {
  count: 0,
  get double(): number {
    return this.count * 2;
  },
  set value(v: number) {
    this.count = v;
  },
  inc() {
    this.count++;
  },
};
counter.inc();
console.log(counter.double, counter.count);
counter.value = 5;
console.log(counter.double, counter.count);
console.log(counter);
console.log(Object.keys(counter), JSON.stringify(counter));

const name = {
  _n: "x",
  get n(): string {
    return this._n;
  },
  set n(v: string) {
    this._n = v.toUpperCase();
  },
};
name.n = "hello";
name.n += "!";
console.log(name, name.n, JSON.stringify(name));
const copy = { ...name, extra: 1 };
console.log(copy);
copy.n = "changed";
console.log(copy, name.n);
for (const k in name) console.log("key", k);
console.log(Object.values(name));

interface Shape {
  name: string;
  readonly area: number;
  scale(f: number): void;
}
function square(side: number): Shape {
  return {
    name: "square",
    get area() {
      return side * side;
    },
    scale(f: number) {
      side *= f;
    },
  };
}
const shapes: Shape[] = [square(2), square(3)];
shapes[0].scale(2);
for (const s of shapes) console.log(s.name, s.area);
console.log(shapes.map((s) => s.area).reduce((a, b) => a + b, 0), shapes);

function tracker(label: string) {
  let hits = 0;
  return {
    get label(): string {
      hits++;
      return label + "#" + hits;
    },
    get hits() {
      return hits;
    },
  };
}
const t = tracker("a");
console.log(t.label, t.label, t.hits);

interface Point {
  x: number;
  y: number;
}
const p = {
  x: 1,
  y: 2,
  get pos(): Point {
    return { x: this.x, y: this.y };
  },
  set pos(q: Point) {
    this.x = q.x;
    this.y = q.y;
  },
};
p.pos = { x: 10, y: 20 };
console.log(p.pos, p);
console.log(structuredClone(p), Object.assign({}, p));

const risky = {
  get boom(): number {
    throw new Error("boom!");
  },
};
try {
  console.log(risky.boom);
} catch (e) {
  console.log("caught", (e as Error).message);
}
try {
  console.log(JSON.stringify(risky));
} catch (e) {
  console.log("json", (e as Error).message);
}

const flags = {
  on: true,
  get off(): boolean {
    return !this.on;
  },
};
console.log(flags.off, flags);
const list = {
  items: [3, 1, 2],
  get sorted() {
    return [...this.items].sort();
  },
  get first() {
    return this.items[0];
  },
};
console.log(list.sorted, list.first, list);

const mixed = { a: 1, get b() { return 2; }, 3: "three", set c(v: number) {} };
console.log("b" in mixed, "c" in mixed, "z" in mixed, Object.hasOwn(mixed, "b"));
console.log(mixed.hasOwnProperty("c"), Object.keys(mixed), mixed);
const { a, ...rest } = mixed;
console.log(a, rest);

const held: any = counter;
console.log(held.double, held.count, "double" in held, Object.hasOwn(held, "double"));
held.value = 21;
console.log(held.double, Object.keys(held));

const nested = {
  inner: {
    get deep() {
      return [1, 2, 3];
    },
  },
};
console.log(nested, JSON.stringify(nested), nested.inner.deep.length);
