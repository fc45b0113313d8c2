// ToPrimitive through `any`: an object's own or class `valueOf` gives its
// number and its `+` operand (a Date gives its text to `+` and its time to
// arithmetic), a `valueOf` that returns an object falls back to
// `toString`, and one that throws throws where the operator is.
const counter: any = { valueOf: () => 41 };
console.log(counter + 1, 1 + counter, counter * 2, counter - 1, +counter, -counter, counter > 40, counter < "50");
console.log(`${counter}`, String(counter), counter + "!");

class Money {
  constructor(private cents: number) {}
  valueOf(): number {
    return this.cents / 100;
  }
  toString(): string {
    return `$${(this.cents / 100).toFixed(2)}`;
  }
}
const price: any = new Money(1250);
const tax: any = new Money(100);
console.log(price + tax, price * 2, price > tax, `${price}`, String(price), price + "");

const date: any = new Date(86400000);
console.log(typeof (date + 1), date - 0, date * 1, +date, date > 0, date < new Date(86400001));

const selfish: any = {
  valueOf() {
    return this;
  },
  toString() {
    return "7";
  },
};
console.log(selfish + 1, selfish * 3);

const both: any = { valueOf: () => ({}), toString: () => "both" };
console.log(both + "", both * 1);

const throwing: any = {
  valueOf(): number {
    throw new Error("no number");
  },
};
try {
  console.log(throwing + 1);
} catch (e) {
  console.log("caught", (e as Error).message);
}
try {
  console.log(throwing * 1);
} catch (e) {
  console.log("caught", (e as Error).message);
}
const list: any = [3];
console.log(list + 1, list * 2, [1, 2] as any > (0 as any));
const big: any = { valueOf: () => "12" };
console.log(big + 1, big * 1, big > 9, big > "9");
