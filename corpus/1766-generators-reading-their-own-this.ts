// A generator function reading its own `this` (given by `call`, or as an
// object's method) sees it in every step, not only the first.
function* count(this: any, n: number): Generator<number> {
  for (let i = 0; i < n; i++) yield this.base + i;
}
console.log([...count.call({ base: 10 }, 3)]);

const counter = {
  start: 5,
  *steps(): Generator<number> {
    yield this.start;
    yield this.start * 2;
  },
};
console.log([...counter.steps()]);

const it = count.call({ base: 100 }, 2);
console.log(it.next(), it.next(), it.next());
