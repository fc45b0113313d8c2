// async functions and await: values and promises awaited, the order of
// synchronous and resumed code, async methods and arrows, exceptions
// across await, and returned promises adopted.

function wait(ms: number, label: string): Promise<string> {
  return new Promise((resolve) => setTimeout(() => resolve(label), ms));
}

async function double(n: number): Promise<number> {
  return n * 2;
}

async function chain(start: number): Promise<number> {
  const a = await double(start);
  const b = await double(a);
  const c = await b; // a plain value
  return c + 1;
}

async function fail(reason: string): Promise<number> {
  await null;
  throw new RangeError(reason);
}

async function recover(): Promise<string> {
  try {
    await fail("too far");
    return "unreachable";
  } catch (error) {
    return error instanceof RangeError ? `recovered: ${error.message}` : "other";
  } finally {
    console.log("cleanup runs");
  }
}

class Account {
  private balance = 0;
  readonly history: string[] = [];
  constructor(public owner: string) {}
  async deposit(amount: number): Promise<number> {
    await wait(1, "deposit");
    this.balance += amount;
    this.history.push(`+${amount}`);
    return this.balance;
  }
  async withdraw(amount: number): Promise<number> {
    if (amount > this.balance) {
      throw new Error(`${this.owner} cannot withdraw ${amount}`);
    }
    this.balance -= amount;
    this.history.push(`-${amount}`);
    return this.balance;
  }
}

interface Item {
  name: string;
  price: number;
}

async function loadItems(): Promise<Item[]> {
  await wait(2, "items");
  return [
    { name: "pen", price: 1.5 },
    { name: "book", price: 12 },
  ];
}

async function adopt(): Promise<string> {
  // A promise returned from an async function is adopted.
  return wait(1, "adopted");
}

const square = async (n: number) => n * n;

async function main(): Promise<void> {
  console.log("main starts");
  console.log(await chain(5));
  console.log(await recover());
  const account = new Account("ada");
  console.log(await account.deposit(50), await account.deposit(25));
  try {
    await account.withdraw(500);
  } catch (error) {
    console.log((error as Error).message);
  }
  console.log(await account.withdraw(30), account.history);
  const items = await loadItems();
  let total = 0;
  for (const item of items) {
    total += item.price;
  }
  console.log(items.length, total.toFixed(2));
  console.log(await adopt(), await square(9));
  const results: number[] = [];
  for (let i = 1; i <= 3; i++) {
    results.push(await double(i));
  }
  console.log(results);
}

console.log("before main");
main().then(() => console.log("main finished"));
console.log("after main");
