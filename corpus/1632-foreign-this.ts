// Class methods called with a `this` that is not an instance of their
// class (call, apply, bind, a method value stored on another object), and
// `#private` names on values of type `any`.

class Counter {
  #count = 0;
  label = "counter";
  step = 1;

  increment(by: number): number {
    this.#count += by * this.step;
    return this.#count;
  }

  describe(prefix: string): string {
    return `${prefix}: ${this.label} (${this.step})`;
  }

  twice(prefix: string): string {
    return this.describe(prefix) + " / " + this.describe(prefix.toUpperCase());
  }

  static isCounter(value: any): boolean {
    return #count in value;
  }

  countOf(value: any): number {
    return value.#count;
  }

  reset(value: any): void {
    value.#count = 0;
  }

  pure(a: number, b: number): number {
    return a * b + 1;
  }

  kind(): string {
    return typeof this;
  }
}

class Loud extends Counter {
  describe(prefix: string): string {
    return `${prefix}!! ${this.label.toUpperCase()}`;
  }
}

function attempt(label: string, run: () => unknown): void {
  try {
    console.log(label, run());
  } catch (error) {
    console.log(label, "threw", String(error));
  }
}

const counter = new Counter();
const loud = new Loud();
const describe = counter.describe;
const twice = counter.twice;
const increment = counter.increment;
const pure = counter.pure;
const kind = counter.kind;

const lookalike = { label: "plain object", step: 10, describe: (p: string) => `[${p}]` };

attempt("call on instance", () => describe.call(counter, "a"));
attempt("call on subclass", () => describe.call(loud, "b"));
attempt("call on plain object", () => describe.call(lookalike, "c"));
attempt("apply on plain object", () => describe.apply({ label: "applied", step: 2 }, ["d"]));
attempt("bind on plain object", () => describe.bind({ label: "bound", step: 3 })("e"));
attempt("dispatch through this", () => twice.call(lookalike, "f"));
attempt("private field of a stranger", () => increment.call({ step: 1 }, 5));
attempt("private field of an instance", () => increment.call(loud, 5));
attempt("pure method on anything", () => pure.call("text", 6, 7));
attempt("typeof this of a number", () => kind.call(42));
attempt("typeof this of a string", () => kind.apply("s"));
attempt("typeof this of an instance", () => kind.call(counter));
attempt("no this at all", () => describe("g"));

const holder: any = { label: "holder", step: 4 };
holder.show = counter.describe;
attempt("stored on another object", () => holder.show("h"));
holder.count = counter.increment;
attempt("stored, private field", () => holder.count(1));

attempt("brand of instance", () => Counter.isCounter(loud));
attempt("brand of object", () => Counter.isCounter({ "#count": 1 }));
attempt("brand of null", () => Counter.isCounter(null));
attempt("read through any", () => counter.countOf(loud));
attempt("read through any, stranger", () => counter.countOf({}));
attempt("read through any, undefined", () => counter.countOf(undefined));
attempt("write through any", () => { counter.reset(loud); return loud.increment(2); });
attempt("write through any, stranger", () => counter.reset([1, 2]));
attempt("write through any, null", () => counter.reset(null));

// `#name in value` of a value that is not an object is Node's TypeError.
class Branded {
  #mark = true;
  static test(value: any): boolean {
    return #mark in value;
  }
}
const candidates: any[] = [null, undefined, 5, "text", false, 10n, Symbol("s"), [1], () => 1, new Branded(), {}];
for (const candidate of candidates) {
  attempt("brand", () => Branded.test(candidate));
}
