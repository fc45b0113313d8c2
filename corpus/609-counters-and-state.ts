// Independent closures over separate environments, shared state between
// closures made together, and state that survives its creating call.
function makeBank(initial: number): {
  deposit: (amount: number) => number;
  withdraw: (amount: number) => boolean;
  balance: () => number;
  history: () => string[];
} {
  let balance = initial;
  const history: string[] = [];
  return {
    deposit: (amount) => {
      balance += amount;
      history.push("+" + amount);
      return balance;
    },
    withdraw: (amount) => {
      if (amount > balance) {
        history.push("refused " + amount);
        return false;
      }
      balance -= amount;
      history.push("-" + amount);
      return true;
    },
    balance: () => balance,
    history: () => history.slice(),
  };
}
const a = makeBank(100);
const b = makeBank(5);
a.deposit(50);
console.log(a.withdraw(500), a.withdraw(25), b.withdraw(1));
console.log(a.balance(), b.balance(), a.history(), b.history());
function sequence(start: number, step: number): () => number {
  let next = start;
  return () => {
    const value = next;
    next += step;
    return value;
  };
}
const evens = sequence(0, 2);
const tens = sequence(10, 10);
console.log(evens(), evens(), tens(), evens(), tens());
let shared = "";
const appendA = () => (shared += "a");
const appendB = () => (shared += "b");
appendA();
appendB();
appendA();
console.log(shared, shared.length);
