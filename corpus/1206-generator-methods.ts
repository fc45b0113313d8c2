// Generator methods walking a tree with yield*, exceptions thrown inside a
// generator and into one with throw(), generators abandoned half-way,
// generator function expressions, and a generator printed.
class Tree {
  children: Tree[] = [];
  constructor(public label: string) {}
  add(child: Tree): Tree {
    this.children.push(child);
    return this;
  }
  *walk(depth = 0): Generator<string> {
    yield "  ".repeat(depth) + this.label;
    for (const child of this.children) {
      yield* child.walk(depth + 1);
    }
  }
}
const root = new Tree("root").add(new Tree("a").add(new Tree("a1"))).add(new Tree("b"));
for (const line of root.walk()) console.log(line);

function* risky(): Generator<number> {
  yield 1;
  throw new Error("inside generator");
}
try {
  for (const v of risky()) console.log("got", v);
} catch (e) {
  console.log("caught:", (e as Error).message);
}
function* resilient(): Generator<string, void, unknown> {
  while (true) {
    try {
      yield "waiting";
    } catch (e) {
      console.log("recovered from", (e as Error).message);
      return;
    }
  }
}
const r = resilient();
console.log(r.next().value);
console.log(r.throw(new Error("signal")));
function* labels(prefix: string) {
  const seen: string[] = [];
  for (let i = 0; i < 3; i++) {
    const label = `${prefix}-${i}`;
    seen.push(label);
    yield label;
  }
  return seen.length;
}
const abandoned = labels("x");
abandoned.next();
abandoned.next();
const take = (n: number, source: Generator<string, number>): string[] => {
  const out: string[] = [];
  for (const v of source) {
    if (out.length >= n) break;
    out.push(v);
  }
  return out;
};
console.log(take(2, labels("y")));
const squares = function* (limit: number) {
  for (let i = 1; i <= limit; i++) yield i * i;
};
console.log([...squares(4)].reduce((a, b) => a + b, 0));
console.log(labels("z"));
