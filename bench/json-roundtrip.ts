// JSON.stringify and JSON.parse of nested records.
const benchStarted = performance.now();
interface Item {
  id: number;
  name: string;
  tags: string[];
  price: number;
  stock: { warehouse: string; count: number }[];
}
const items: Item[] = [];
for (let i = 0; i < 20000; i++) {
  items.push({
    id: i,
    name: `item "${i}"`,
    tags: ["a" + (i % 5), "b" + (i % 7)],
    price: Math.round(i * 1.37 * 100) / 100,
    stock: [{ warehouse: "north", count: i % 13 }, { warehouse: "south", count: i % 17 }],
  });
}
let bytes = 0;
let total = 0;
for (let round = 0; round < 10; round++) {
  const text = JSON.stringify(items);
  bytes += text.length;
  const parsed: Item[] = JSON.parse(text);
  for (const item of parsed) total += item.stock[0].count + item.stock[1].count;
}
console.log(bytes, total);
console.error(`work-ms: ${(performance.now() - benchStarted).toFixed(1)}`);
