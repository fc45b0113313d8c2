// Conversions a class decides: [Symbol.toPrimitive](hint) for templates,
// String(), concatenation, unary plus and Number(); valueOf() before
// toString() where JavaScript asks for the default hint ("" + x); and
// for await over [Symbol.asyncIterator]() of classes and object literals.
class Temp {
  constructor(readonly deg: number) {}
  valueOf(): number {
    return this.deg;
  }
  toString(): string {
    return `${this.deg}°`;
  }
}
const t = new Temp(21);
console.log("" + t, `${t}`, String(t), t + "!");
console.log(+t);
console.log(Number(t), +new Temp(-3));
const d = new Date(86400000);
console.log(typeof ("" + d), +d, Number(d), d.getTime() === +d);
class Plain {
  x = 1;
}
class Text {
  toString(): string {
    return "42";
  }
}
console.log(+new Plain(), Number(new Plain()), +new Text(), Number(new Text()), "" + new Text(), `${new Plain()}`);
class Both {
  [Symbol.toPrimitive](hint: "string" | "number" | "default"): string | number {
    if (hint === "number") return 7;
    if (hint === "string") return "seven";
    return "default";
  }
}
const b = new Both();
console.log(+b, `${b}`, "" + b, b + "!", String(b), Number(b));
class NoHint {
  [Symbol.toPrimitive](): number {
    return 3;
  }
}
console.log(+new NoHint() + 1, `${new NoHint()}`);
class Ticker {
  constructor(private readonly count: number) {}
  async *[Symbol.asyncIterator](): AsyncGenerator<number> {
    for (let i = 0; i < this.count; i++) {
      await null;
      yield i;
    }
  }
}
async function main(): Promise<void> {
  for await (const tick of new Ticker(3)) console.log("tick", tick);
  const source = {
    async *[Symbol.asyncIterator]() {
      yield "a";
      yield "b";
    },
  };
  const seen: string[] = [];
  for await (const item of source) seen.push(item);
  console.log(seen);
}
main();
class Money {
  constructor(readonly cents: number) {}
  [Symbol.toPrimitive](hint: string): string | number {
    return hint === "number" ? this.cents / 100 : `$${(this.cents / 100).toFixed(2)}`;
  }
}
const m = new Money(1234);
console.log(`${m}`, +m, String(m));
