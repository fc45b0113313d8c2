class Account {
  #balance = 0;
  #history: number[] = [];
  constructor(public owner: string) {}
  deposit(amount: number): void {
    this.#record(amount);
    this.#balance += amount;
  }
  #record(amount: number): void {
    this.#history.push(amount);
  }
  get balance(): number {
    return this.#balance;
  }
  sameBalance(other: Account): boolean {
    return this.#balance === other.#balance;
  }
  get count(): number {
    return this.#history.length;
  }
}
class Savings extends Account {
  #balance = 100;
  bonus(): number {
    this.#balance++;
    return this.#balance;
  }
}
const a = new Account("ann");
a.deposit(5);
a.deposit(7);
const s = new Savings("sam");
s.deposit(12);
console.log(a, a.balance, a.count, s.balance, s.bonus(), s.bonus(), s.balance);
console.log(a.sameBalance(s), s, new Account("empty"));
class Secret {
  #x = 1;
}
console.log(new Secret(), [new Secret()]);
