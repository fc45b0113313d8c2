// A bank ledger: domain errors thrown from methods, caught per operation,
// and a transfer that rolls back when its second half fails.
class InsufficientFunds extends Error {
  constructor(public account: string, public needed: number) {
    super(`account ${account} lacks ${needed.toFixed(2)}`);
    this.name = "InsufficientFunds";
  }
}
class UnknownAccount extends Error {
  constructor(id: string) {
    super(`no account ${id}`);
    this.name = "UnknownAccount";
  }
}

class Bank {
  private balances = new Map<string, number>();
  open(id: string, initial: number): void {
    if (initial < 0) throw new RangeError("initial balance must not be negative");
    this.balances.set(id, initial);
  }
  balance(id: string): number {
    const b = this.balances.get(id);
    if (b === undefined) throw new UnknownAccount(id);
    return b;
  }
  withdraw(id: string, amount: number): void {
    const b = this.balance(id);
    if (b < amount) throw new InsufficientFunds(id, amount - b);
    this.balances.set(id, b - amount);
  }
  deposit(id: string, amount: number): void {
    this.balances.set(id, this.balance(id) + amount);
  }
  transfer(from: string, to: string, amount: number): void {
    this.withdraw(from, amount);
    try {
      this.deposit(to, amount);
    } catch (e) {
      this.deposit(from, amount);
      throw e;
    }
  }
}

const bank = new Bank();
bank.open("alice", 100);
bank.open("bob", 20);
try {
  bank.open("eve", -5);
} catch (e) {
  console.log("open failed:", (e as Error).message);
}
const operations: [string, string, number][] = [
  ["alice", "bob", 30],
  ["bob", "alice", 100],
  ["alice", "carol", 10],
  ["bob", "alice", 50],
];
for (const [from, to, amount] of operations) {
  try {
    bank.transfer(from, to, amount);
    console.log(`moved ${amount} from ${from} to ${to}`);
  } catch (e) {
    if (e instanceof InsufficientFunds) {
      console.log(`${e.name}: ${e.account} short by ${e.needed}`);
    } else if (e instanceof UnknownAccount) {
      console.log(`${e.name}: ${e.message}`);
    } else {
      throw e;
    }
  }
}
console.log(bank.balance("alice"), bank.balance("bob"));
