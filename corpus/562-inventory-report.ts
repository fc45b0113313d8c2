// An inventory report: grouping, totals, formatted table with padding.
interface Line { sku: string; category: string; qty: number; price: number }
const lines: Line[] = [
  { sku: "A-1", category: "tools", qty: 3, price: 9.5 },
  { sku: "B-7", category: "garden", qty: 12, price: 2.25 },
  { sku: "A-2", category: "tools", qty: 1, price: 45 },
  { sku: "C-3", category: "kitchen", qty: 6, price: 3.99 },
  { sku: "B-9", category: "garden", qty: 0, price: 15 },
];
const byCategory = new Map<string, Line[]>();
for (const line of lines) {
  const group = byCategory.get(line.category);
  if (group) group.push(line);
  else byCategory.set(line.category, [line]);
}
const header = `${"category".padEnd(10)}${"items".padStart(6)}${"value".padStart(10)}`;
console.log(header);
console.log("-".repeat(header.length));
let grand = 0;
for (const [category, group] of [...byCategory].sort(([a], [b]) => a.localeCompare(b))) {
  const value = group.reduce((sum, l) => sum + l.qty * l.price, 0);
  grand += value;
  const items = group.reduce((sum, l) => sum + l.qty, 0);
  console.log(`${category.padEnd(10)}${String(items).padStart(6)}${value.toFixed(2).padStart(10)}`);
}
console.log(`${"total".padEnd(16)}${grand.toFixed(2).padStart(10)}`);
const outOfStock = lines.filter((l) => l.qty === 0).map((l) => l.sku);
console.log("out of stock:", outOfStock.length > 0 ? outOfStock.join(", ") : "none");
