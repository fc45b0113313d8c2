// Iterators kept as values and advanced by hand: those of arrays, maps,
// sets and strings, and hand-written ones (objects with next()).
const scores = [70, 85, 92];
const entries = scores.entries();
let step = entries.next();
while (!step.done) {
  const [index, score] = step.value;
  console.log(`#${index}: ${score}`);
  step = entries.next();
}
console.log(entries.next());

const stock = new Map<string, number>([["apples", 3], ["pears", 0], ["plums", 12]]);
const names = stock.keys();
console.log(names.next().value, names.next().value);
console.log([...names], [...names]);
const amounts: IterableIterator<number> = stock.values();
const firstAmount = amounts.next();
if (!firstAmount.done) console.log("first amount", firstAmount.value * 2);
for (const rest of amounts) console.log("then", rest);

const tags = new Set(["red", "green"]);
const tagIterator: SetIterator<string> = tags.values();
console.log(tagIterator.next(), tagIterator.next(), tagIterator.next());
console.log(Array.from(stock.entries()), new Set(stock.keys()).size, new Map(stock.entries()).get("plums"));

const letters = "héllo"[Symbol.iterator]();
console.log(letters.next().value, letters.next().value, [...letters].join("+"));
const direct = scores[Symbol.iterator]();
console.log(direct.next(), [...direct]);

function take<T>(count: number, source: Iterator<T>): T[] {
  const out: T[] = [];
  while (out.length < count) {
    const result = source.next();
    if (result.done) break;
    out.push(result.value);
  }
  return out;
}
console.log(take(2, scores.values()), take(5, stock.entries()), take(1, tags.keys()));

class Range {
  constructor(private readonly lo: number, private readonly hi: number) {}
  [Symbol.iterator](): Iterator<number> {
    let current = this.lo;
    const hi = this.hi;
    return {
      next: (): IteratorResult<number> =>
        current < hi ? { value: current++, done: false } : { value: undefined, done: true },
    };
  }
}
for (const n of new Range(1, 4)) console.log("range", n);
console.log([...new Range(0, 3)], Array.from(new Range(5, 7)), new Set(new Range(2, 4)).has(3));
const manual = new Range(10, 12)[Symbol.iterator]();
console.log(manual.next(), manual.next(), manual.next(), manual.next());

class Countdown implements IterableIterator<number> {
  closed = false;
  constructor(private n: number) {}
  next(): IteratorResult<number> {
    if (this.n <= 0) return { done: true, value: undefined };
    return { done: false, value: this.n-- };
  }
  return(): IteratorResult<number> {
    this.closed = true;
    return { done: true, value: undefined };
  }
  [Symbol.iterator](): IterableIterator<number> {
    return this;
  }
}
console.log(Array.from(new Countdown(3)));
const countdown = new Countdown(6);
for (const n of countdown) {
  if (n < 4) break;
  console.log("countdown", n);
}
console.log("closed after break:", countdown.closed);
const finished = new Countdown(2);
for (const n of finished) console.log("to the end", n);
console.log("closed after the end:", finished.closed);
