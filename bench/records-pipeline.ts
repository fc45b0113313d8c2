// map/filter/reduce over a million records.
const benchStarted = performance.now();
interface Sale {
  id: number;
  region: string;
  amount: number;
}
const regions = ["north", "south", "east", "west"];
const sales: Sale[] = [];
for (let i = 0; i < 1000000; i++) {
  sales.push({ id: i, region: regions[i % 4], amount: (i * 37) % 1000 });
}
const total = sales
  .filter((sale) => sale.region !== "west")
  .map((sale) => sale.amount * 1.1)
  .reduce((sum, amount) => sum + amount, 0);
const large = sales.filter((sale) => sale.amount > 900).length;
console.log(total.toFixed(2), large);
console.error(`work-ms: ${(performance.now() - benchStarted).toFixed(1)}`);
