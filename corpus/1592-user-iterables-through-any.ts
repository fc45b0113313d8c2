// Class instances and objects with [Symbol.iterator] held by an `any` or
// `unknown`: for-of, spread, Array.from, destructuring and yield* call it.

class Letters {
  private text: string;
  constructor(text: string) {
    this.text = text;
  }
  *[Symbol.iterator]() {
    for (const ch of this.text) yield ch.toUpperCase();
  }
}

const held: any = new Letters("abc");
for (const letter of held) console.log("letter", letter);
console.log([...held], Array.from(held), Array.from(held, (l: string) => l + l));
const [head, ...tail] = held;
console.log(head, tail);

const counter: unknown = {
  [Symbol.iterator]: () => {
    let i = 0;
    return {
      next: () => (i < 3 ? { value: i++ * 10, done: false } : { value: undefined, done: true }),
    };
  },
};
for (const value of counter as any) console.log("value", value);

function* relay(): Generator<number> {
  yield* counter as any;
  yield 99;
}
console.log([...relay()]);

class Failing {
  [Symbol.iterator](): Iterator<number> {
    throw new Error("no iteration today");
  }
}
const failing: any = new Failing();
try {
  for (const x of failing) console.log(x);
} catch (e) {
  console.log("caught:", (e as Error).message);
}

const mixed: any[] = [new Letters("xy"), [1, 2], "hi", new Set([true])];
for (const item of mixed) console.log([...item]);
