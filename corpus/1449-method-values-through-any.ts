// A class's methods read through 'any' as values: typeof, call, apply,
// bind (with arguments first), identity, printing; called plainly, a
// method that uses 'this' throws Node's TypeError and one that does not
// runs; built-in methods read as values and called with a receiver.
class Counter {
  count = 0;
  label: string;
  constructor(label: string) {
    this.label = label;
  }
  increment(by: number): number {
    this.count += by;
    return this.count;
  }
  describe(): string {
    return `${this.label}:${this.count}`;
  }
  static helper(): string {
    return "static";
  }
  pure(x: number): number {
    return x * 2;
  }
}

class Special extends Counter {
  describe(): string {
    return "special " + super.describe();
  }
}

function show(o: any): void {
  const inc = o.increment;
  console.log(typeof inc, typeof o.describe, typeof o.missing);
  console.log(inc.call(o, 5), o.increment.apply(o, [2]));
  const bound = o.describe.bind(o);
  console.log(bound(), bound.name, o.describe.name);
  console.log(o.increment === o.increment, o.increment === o.describe);
  const pure = o.pure;
  console.log(pure(21));
  try {
    const f = o.describe;
    f();
  } catch (e) {
    console.log(e instanceof TypeError, (e as Error).message);
  }
  try {
    inc(1);
  } catch (e) {
    console.log((e as Error).message);
  }
  console.log(o.describe);
  const partial = o.increment.bind(o, 10);
  console.log(partial(), partial(99), o.count);
}

show(new Counter("plain"));
show(new Special("fancy"));

const text: any = "hello";
const up = text.toUpperCase;
console.log(typeof up, up.call("abc"), typeof text.toString);
console.log(text.toUpperCase.call(text));
const n: any = 255;
console.log(n.toFixed.call(n, 2), typeof n.valueOf);
const xs: any = [3, 1, 2];
const join = xs.join;
console.log(typeof join, join.call(xs, "-"));
console.log(xs.map);
const arrow: any = (a: number, b: number) => a + b;
console.log(arrow.call(null, 1, 2), arrow.apply(undefined, [3, 4]), arrow.bind(null, 10)(5));
console.log(arrow.bind(null).name);
function named(a: number): number {
  return a + 1;
}
const nf: any = named;
console.log(nf.name, nf.call(undefined, 41), nf.bind(null).name);
