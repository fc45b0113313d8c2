// String conversion of objects (a class's toString, else [object Object])
// and casts from a base class or interface to a class.
abstract class Account {
  private static nextId = 1;
  readonly id: number;
  protected entries: number[] = [];
  constructor(public owner: string) {
    this.id = Account.nextId++;
  }
  get balance(): number {
    return this.entries.reduce((sum, amount) => sum + amount, 0);
  }
  deposit(amount: number): this {
    this.entries.push(amount);
    return this;
  }
  abstract fee(): number;
  toString(): string {
    return `${this.constructor.name}#${this.id}(${this.owner}: ${this.balance.toFixed(2)})`;
  }
}
class Checking extends Account {
  fee(): number {
    return this.balance > 1000 ? 0 : 5;
  }
}
class Savings extends Account {
  constructor(
    owner: string,
    private rate: number,
  ) {
    super(owner);
  }
  fee(): number {
    return 0;
  }
  addInterest(): void {
    this.deposit(this.balance * this.rate);
  }
}
const accounts: Account[] = [new Checking("ann"), new Savings("bob", 0.05)];
accounts[0].deposit(500).deposit(700);
accounts[1].deposit(1000);
(accounts[1] as Savings).addInterest();
for (const account of accounts) console.log(String(account), account.fee(), `${account}`);
console.log("all: " + accounts.map((a) => a.toString()).join(" | "), [{ a: 1 }].join());
class Plain {
  value = 1;
}
const plain = new Plain();
console.log(String(plain), `${plain}`, "x" + plain, String({ a: 1 }));
interface Named {
  owner: string;
}
const named: Named = accounts[0];
console.log((named as Checking).fee(), (named as Account).toString());
