// A small bank simulation with classes holding strings, numbers and arrays.
class Transaction {
  constructor(
    public kind: string,
    public amount: number,
  ) {}
}
class Account {
  balance = 0;
  transactions: Transaction[] = [];
  constructor(public owner: string) {}
  deposit(amount: number): boolean {
    if (amount <= 0) return false;
    this.balance += amount;
    this.transactions.push(new Transaction("deposit", amount));
    return true;
  }
  withdraw(amount: number): boolean {
    if (amount > this.balance) {
      this.transactions.push(new Transaction("rejected", amount));
      return false;
    }
    this.balance -= amount;
    this.transactions.push(new Transaction("withdraw", amount));
    return true;
  }
  statement(): string {
    let lines = `${this.owner}:`;
    for (const t of this.transactions) lines += ` ${t.kind}=${t.amount.toFixed(2)}`;
    return lines;
  }
}
const accounts: Account[] = [new Account("ada"), new Account("grace")];
accounts[0].deposit(100);
accounts[0].withdraw(30.5);
accounts[0].withdraw(500);
accounts[1].deposit(-5);
accounts[1].deposit(42);
for (const account of accounts) console.log(account.statement(), account.balance);
console.log(accounts[1]);
let total = 0;
for (const account of accounts) total += account.balance;
console.log("total", total, accounts.length);
