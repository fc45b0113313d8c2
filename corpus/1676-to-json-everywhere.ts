// `toJSON` as JSON.stringify calls it: a class's method (with the key it
// was reached by, whatever it returns), an object literal's method or
// arrow property, one on a value made through `any`; its result is
// written instead (once: `return this` does not recurse), `undefined`
// leaves the property out, and an error it throws propagates.
class Money {
  constructor(readonly cents: number) {}
  toJSON(key: string): string {
    return `${key || "top"}=${(this.cents / 100).toFixed(2)}`;
  }
}
class Flag {
  constructor(readonly on: boolean) {}
  toJSON(): boolean {
    return this.on;
  }
}
class Pair {
  constructor(readonly a: number, readonly b: number) {}
  toJSON(): number[] {
    return [this.a, this.b];
  }
}
const order = {
  total: new Money(1999),
  items: [new Money(500), new Money(1499)],
  paid: new Flag(true),
  range: new Pair(1, 9),
  note: { text: "fragile", toJSON() { return this.text.toUpperCase(); } },
  hidden: { toJSON: () => undefined },
};
console.log(JSON.stringify(order));
console.log(JSON.stringify(order, null, 2));
console.log(JSON.stringify(new Money(5)), JSON.stringify([new Flag(false), order.hidden]));

const self = { level: 1, toJSON() { return this; } };
console.log(JSON.stringify({ self }));

const prices: Record<string, Money> = { a: new Money(100), b: new Money(250) };
console.log(JSON.stringify(prices));

const loose: any = JSON.parse('{"id":7,"tags":["x"]}');
loose.toJSON = function (key: string) {
  return { key, id: this.id };
};
console.log(JSON.stringify(loose), JSON.stringify({ wrapped: loose }));
const notCallable: any = JSON.parse('{"toJSON":"nope","n":1}');
console.log(JSON.stringify(notCallable));

const failing = { toJSON(): string { throw new Error("cannot serialize"); } };
try {
  JSON.stringify({ ok: 1, failing });
} catch (error) {
  console.log("caught:", (error as Error).message);
}
console.log(JSON.stringify({ when: new Date(Date.UTC(2020, 0, 2)) }));
