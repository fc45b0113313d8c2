// Static #private fields, static getters, private methods, fluent this.
class Account {
  static #count = 0;
  #balance = 0;
  readonly #owner: string;
  private constructor(owner: string) {
    this.#owner = owner;
    Account.#count++;
  }
  static open(owner: string, deposit = 0): Account {
    const a = new Account(owner);
    if (deposit > 0) a.deposit(deposit);
    return a;
  }
  static get count(): number { return Account.#count; }
  deposit(amount: number): this {
    if (amount <= 0) throw new RangeError("deposit must be positive");
    this.#balance += amount;
    return this;
  }
  withdraw(amount: number): this {
    if (amount > this.#balance) throw new Error(`insufficient funds for ${this.#owner}`);
    this.#balance -= amount;
    return this;
  }
  get balance(): number { return this.#balance; }
  #describe(): string { return `${this.#owner}: ${this.#balance}`; }
  toString(): string { return this.#describe(); }
}
const a = Account.open("ann", 100);
const b = Account.open("bob");
a.deposit(50).withdraw(30);
try { b.withdraw(1); } catch (e) { console.log((e as Error).message); }
try { b.deposit(-5); } catch (e) { console.log(String(e)); }
console.log(a.balance, b.balance, Account.count, `${a}`, String(b));
console.log(a);
