class Countdown implements Iterable<number> {
  constructor(private n: number) {}
  [Symbol.iterator](): Iterator<number> {
    let n = this.n;
    return {
      next: () => (n > 0 ? { value: n--, done: false } : { value: undefined, done: true }),
    };
  }
}
const flag = Math.random() < 2;
const shape = flag ? { kind: "circle", r: 2 } : { kind: "square", side: 3, label: "s" };
console.log(shape, shape.kind);
const list = [1, 2];
const either = list.length > 5 ? list : { count: list.length };
console.log(either, JSON.stringify(either));
const fallback = (list.length > 9 && { big: true }) || { small: 1 };
console.log(fallback);
console.log(Array.from(new Countdown(3)), [...new Countdown(2)]);
for (const v of new Countdown(2)) console.log("v", v);
