// `this` in object-literal methods is the object the method is called on.
const counter = {
  count: 0,
  step: 2,
  increment() {
    this.count += this.step;
    return this.count;
  },
  reset(): void {
    this.count = 0;
  },
  describe(): string {
    return `count=${this.count} step=${this.step}`;
  },
};
counter.increment();
counter.increment();
console.log(counter.count, counter.increment(), counter.describe());
counter.reset();
console.log(counter.describe());

interface Stack {
  items: number[];
  push(n: number): void;
  pop(): number | undefined;
  peek(): number | undefined;
  size(): number;
}
const stack: Stack = {
  items: [],
  push(n: number) {
    this.items.push(n);
  },
  pop() {
    return this.items.pop();
  },
  peek() {
    return this.items[this.items.length - 1];
  },
  size() {
    return this.items.length;
  },
};
stack.push(3);
stack.push(7);
stack.push(9);
console.log(stack.pop(), stack.peek(), stack.size(), stack.items);

const greeter = {
  name: "world",
  greetings: ["hello", "hi"],
  greetAll() {
    // Arrows inside a method see the method's `this`.
    return this.greetings.map((g) => `${g} ${this.name}`).join(", ");
  },
};
console.log(greeter.greetAll());
greeter.name = "there";
console.log(greeter.greetAll());

function makeAccount(owner: string) {
  return {
    owner,
    balance: 0,
    deposit(amount: number) {
      this.balance += amount;
      return this;
    },
  };
}
const account = makeAccount("ann");
account.deposit(10).deposit(5);
console.log(account.owner, account.balance);
