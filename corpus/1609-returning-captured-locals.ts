// Returning a local that closures share (captured and reassigned, or
// captured by a closure in its own initializer): the value it holds, not
// the cell it lives in.

function lastWord(text: string): string {
  let word = "";
  const take = (next: string) => {
    word = next;
  };
  for (const part of text.split(" ")) take(part);
  return word;
}
console.log(lastWord("alpha beta gamma"));

function collect(limit: number): number[] {
  let xs: number[] = [];
  const add = (n: number) => {
    xs = [...xs, n * n];
  };
  for (let i = 1; i <= limit; i++) add(i);
  return xs;
}
console.log(collect(4));

class Counter {
  count = 0;
}
function counter(): Counter {
  let current = new Counter();
  const reset = () => {
    current = new Counter();
  };
  current.count = 5;
  reset();
  current.count += 2;
  return current;
}
console.log(counter());

function account(start: number) {
  const self = {
    balance: start,
    deposit(amount: number): number {
      self.balance += amount;
      return self.balance;
    },
    get doubled(): number {
      return self.balance * 2;
    },
  };
  return self;
}
const acc = account(10);
console.log(acc.deposit(5), acc.doubled, acc);

function maybe(flag: boolean): string | null {
  let found: string | null = null;
  const mark = () => {
    found = flag ? "yes" : null;
  };
  mark();
  return found;
}
console.log(maybe(true), maybe(false));

const arrowReturn = (seed: string) => {
  let acc = seed;
  [1, 2, 3].forEach((n) => {
    acc += n;
  });
  return acc;
};
console.log(arrowReturn("s"));
