// Objects and classes whose [Symbol.iterator]() returns a hand-written
// iterator (an object with next()) are iterated through it by for...of,
// spread and Array.from; `await` and `for await` of a union with promises
// give the awaited values.

const countdown = {
  from: 3,
  [Symbol.iterator]() {
    let current = this.from;
    return {
      next: () => (current > 0 ? { value: current--, done: false } : { value: undefined, done: true }),
    };
  },
};
console.log([...countdown], Array.from(countdown).length);
let sum = 0;
for (const n of countdown) sum += n ?? 0;
console.log(sum);

class Span implements Iterable<number> {
  constructor(
    private start: number,
    private end: number,
  ) {}
  [Symbol.iterator](): Iterator<number> {
    let at = this.start;
    const end = this.end;
    return {
      next(): IteratorResult<number> {
        return at < end ? { value: at++, done: false } : { value: undefined, done: true };
      },
    };
  }
}
const span = new Span(2, 6);
console.log([...span], Math.max(...span));
for (const n of span) {
  if (n > 3) break;
  console.log("at", n);
}

async function gather(): Promise<void> {
  const items: string[] = [];
  for await (const item of [Promise.resolve("a"), "b", Promise.resolve("c")]) items.push(item.toUpperCase());
  console.log(items);
  const flag = items.length > 2;
  const value = await (flag ? Promise.resolve(10) : 20);
  console.log(value + 1);
}
gather();
