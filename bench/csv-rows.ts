// CSV row building: fields with numbers and quoted text joined into rows,
// rows joined into a document.
const benchStarted = performance.now();
interface Order {
  id: number;
  customer: string;
  amount: number;
  note: string;
}
const customers = ["Ada", "Grace", "Alan", "Edsger", "Barbara", "Donald"];
const orders: Order[] = [];
for (let i = 0; i < 300_000; i++) {
  orders.push({
    id: i,
    customer: customers[i % customers.length],
    amount: (i * 37) % 10007 / 100,
    note: i % 5 === 0 ? `gift, "wrapped"` : "",
  });
}
function quote(field: string): string {
  return field.includes(",") || field.includes('"') ? `"${field.replaceAll('"', '""')}"` : field;
}
const rows: string[] = ["id,customer,amount,note"];
for (const order of orders) {
  rows.push([String(order.id), quote(order.customer), order.amount.toFixed(2), quote(order.note)].join(","));
}
const csv = rows.join("\n");
console.log(csv.length, rows[1], rows[5]);
console.error(`work-ms: ${(performance.now() - benchStarted).toFixed(1)}`);
