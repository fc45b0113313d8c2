class Range {
  constructor(private start: number, private end: number) {}
  [Symbol.iterator](): Iterator<number> {
    let current = this.start;
    const end = this.end;
    return {
      next(): IteratorResult<number> {
        if (current < end) {
          return { value: current++, done: false };
        }
        return { value: undefined, done: true };
      },
    };
  }
}
for (const n of new Range(1, 4)) console.log(n);
console.log([...new Range(0, 3)]);
const counts: { roles?: number } = { roles: 1 };
counts.roles!++;
(counts.roles)!--;
console.log(counts);
