// A Map<number, record> used as an id-indexed table.
const benchStarted = performance.now();
interface Account {
  id: number;
  balance: number;
  owner: string;
}
const accounts = new Map<number, Account>();
for (let id = 0; id < 200000; id++) {
  accounts.set(id * 3, { id: id * 3, balance: id % 1000, owner: "user" + (id % 97) });
}
let moved = 0;
for (let step = 0; step < 3000000; step++) {
  const from = accounts.get(((step * 7919) % 200000) * 3);
  const to = accounts.get(((step * 104729) % 200000) * 3);
  if (from !== undefined && to !== undefined && from.balance > 0) {
    from.balance--;
    to.balance++;
    moved++;
  }
}
let total = 0;
for (const account of accounts.values()) total += account.balance;
console.log(accounts.size, moved, total);
console.error(`work-ms: ${(performance.now() - benchStarted).toFixed(1)}`);
