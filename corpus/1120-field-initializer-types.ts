// Field types inferred from initializers that are updates, unary
// operators and comparisons, as tsc infers them.
class Counter {
  static next = 0;
  readonly id = Counter.next++;
  big = +"42";
  flag = !Counter.next;
  label = typeof this.id;
  older = Counter.next > 1;
}
const a = new Counter(), b = new Counter(), c = new Counter();
console.log(a, b.id, c.older, c.flag, a.label, a.big + 1);
