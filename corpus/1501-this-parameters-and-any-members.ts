// TypeScript's `this: T` parameter on object-literal methods, function
// expressions and functions (it is no parameter: the object the call is
// made on), and members of type `any` called as methods (the object is
// their `this`).

const account = {
  owner: "ada",
  balance: 10,
  deposit(this: any, amount: number) {
    this.balance += amount;
    return this.balance;
  },
  label(this: any) {
    return `${this.owner}: ${this.balance}${this.note === undefined ? "" : " " + this.note}`;
  },
};
console.log(account.deposit(5), account.label());

const borrowed: any = account.label;
const other = { owner: "alan", balance: 3, note: "(other)", label: borrowed };
console.log(other.label());

function describe(this: { name: string }, prefix: string): string {
  return `${prefix} ${this.name}`;
}
console.log(describe.call({ name: "grace" }, "hello"));

const greet = function (this: any, greeting: string) {
  return `${greeting}, ${this.name}`;
};
console.log(greet.call({ name: "linus" }, "hi"), greet.apply({ name: "ken" }, ["yo"]));

class Widget {
  name = "widget";
  onClick: any = function (this: any) {
    return `clicked ${this.name}`;
  };
  hook: any = (n: number) => n + 1;
  fire(): string {
    return this.onClick() + " / " + this.hook(41);
  }
}
const widget = new Widget();
console.log(widget.fire(), widget.onClick(), widget.hook(1));

interface Plugin {
  id: string;
  run: any;
}
const plugin: Plugin = {
  id: "p1",
  run: function (this: any, times: number) {
    return this.id.repeat(times);
  },
};
console.log(plugin.run(2));
