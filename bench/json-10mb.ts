// JSON.stringify and JSON.parse of an array of records whose text is about
// 10 MB, twice each.
const benchStarted = performance.now();
interface Line {
  sku: string;
  quantity: number;
  price: number;
}
interface Order {
  id: number;
  customer: string;
  email: string | null;
  paid: boolean;
  total: number;
  tags: string[];
  lines: Line[];
}
const orders: Order[] = [];
for (let i = 0; i < 44000; i++) {
  const lines: Line[] = [];
  for (let j = 0; j < 1 + (i % 3); j++) {
    lines.push({ sku: `SKU-${(i * 7 + j) % 1000}`, quantity: 1 + ((i + j) % 5), price: Math.round(((i * 13 + j * 7) % 10000) * 1.01) / 100 });
  }
  orders.push({
    id: i,
    customer: `customer number ${i % 5000}`,
    email: i % 4 === 0 ? null : `user${i}@example.com`,
    paid: i % 3 !== 0,
    total: lines.reduce((sum, line) => sum + line.quantity * line.price, 0),
    tags: i % 2 === 0 ? ["priority", "gift"] : ["standard"],
    lines,
  });
}
let checksum = 0;
let bytes = 0;
let current = orders;
for (let round = 0; round < 2; round++) {
  const text = JSON.stringify(current);
  bytes = text.length;
  const parsed: Order[] = JSON.parse(text);
  for (const order of parsed) checksum += order.lines.length + (order.paid ? 1 : 0);
  current = parsed;
}
console.log(bytes, checksum, current[12345].lines[0].sku, current[39999].email);
console.error(`work-ms: ${(performance.now() - benchStarted).toFixed(1)}`);
