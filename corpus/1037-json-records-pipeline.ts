// Records parsed from JSON text, grouped in maps, summarized back to JSON.
interface Sale {
  region: string;
  product: string;
  units: number;
  price: number;
  refunded?: boolean;
}
const regions = ["north", "south", "east", "west"];
const products = ["widget", "gadget", "doohickey"];
const rows: string[] = [];
for (let i = 0; i < 60; i++) {
  const refunded = i % 7 === 0 ? `, "refunded": true` : "";
  rows.push(`{"region": "${regions[i % 4]}", "product": "${products[(i * 7) % 3]}", "units": ${(i * 13) % 9 + 1}, "price": ${((i * 37) % 50) / 4 + 1}${refunded}}`);
}
const sales = JSON.parse(`[${rows.join(",\n")}]`) as Sale[];
console.log(sales.length, sales[0], sales[7].refunded, sales[8].refunded);
const byRegion = new Map<string, { revenue: number; units: number }>();
for (const sale of sales) {
  if (sale.refunded === true) continue;
  const entry = byRegion.get(sale.region) ?? { revenue: 0, units: 0 };
  entry.revenue += sale.units * sale.price;
  entry.units += sale.units;
  byRegion.set(sale.region, entry);
}
const summary: Record<string, { revenue: number; units: number }> = {};
for (const region of [...byRegion.keys()].sort()) {
  const entry = byRegion.get(region);
  if (entry !== undefined) summary[region] = { revenue: Math.round(entry.revenue * 100) / 100, units: entry.units };
}
const text = JSON.stringify(summary, null, 2);
console.log(text);
const back = JSON.parse(text) as Record<string, { revenue: number; units: number }>;
console.log(Object.values(back).reduce((sum, entry) => sum + entry.units, 0));
