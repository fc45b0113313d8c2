interface Account { id: string; balance: number; history?: number[]; owner: { name: string; email?: string } | null }
function deposit(acc: Account, amount: number = 0, note?: string): Account {
  if (amount <= 0) throw new RangeError(`bad amount ${amount}${note ? " (" + note + ")" : ""}`);
  return { ...acc, balance: acc.balance + amount, history: [...(acc.history ?? []), amount] };
}
const accounts: Account[] = [
  { id: "a1", balance: 10, owner: { name: "Ann" } },
  { id: "a2", balance: 0, owner: null, history: [5] },
];
const results: string[] = [];
for (const acc of accounts) {
  for (const amount of [5, -1, undefined]) {
    try {
      const next = deposit(acc, amount, amount === undefined ? "default" : undefined);
      results.push(`${next.id}:${next.balance}:${next.history?.length}`);
    } catch (e) {
      results.push(e instanceof RangeError ? "range " + e.message : "other");
    }
  }
  const email = acc.owner?.email ?? acc.owner?.name.toLowerCase() + "@example.com";
  results.push(acc.owner === null ? "no owner" : email);
}
console.log(results);
const { id, owner, ...rest } = accounts[1];
console.log(id, owner, rest, JSON.stringify(accounts));
