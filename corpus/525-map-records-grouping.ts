// Grouping, counting and indexing records with Map and Record.
interface Order {
  id: number;
  customer: string;
  total: number;
  status: "open" | "shipped" | "cancelled";
}
const orders: Order[] = [
  { id: 1, customer: "ann", total: 30, status: "shipped" },
  { id: 2, customer: "bob", total: 12.5, status: "open" },
  { id: 3, customer: "ann", total: 7, status: "cancelled" },
  { id: 4, customer: "cid", total: 99, status: "shipped" },
  { id: 5, customer: "bob", total: 40, status: "shipped" },
];
const byId = new Map(orders.map((order) => [order.id, order] as [number, Order]));
console.log(byId.get(4)?.customer, byId.has(9), byId.size);
const byCustomer = new Map<string, Order[]>();
for (const order of orders) {
  const list = byCustomer.get(order.customer) ?? [];
  list.push(order);
  byCustomer.set(order.customer, list);
}
for (const [customer, list] of byCustomer) {
  const spent = list.filter((o) => o.status !== "cancelled").reduce((sum, o) => sum + o.total, 0);
  console.log(customer, list.map((o) => o.id), spent.toFixed(2));
}
const statusCounts: Record<string, number> = {};
for (const order of orders) statusCounts[order.status] = (statusCounts[order.status] ?? 0) + 1;
console.log(statusCounts, Object.keys(statusCounts).sort());
const totals = [...byCustomer.entries()]
  .map(([customer, list]) => [customer, list.reduce((s, o) => s + o.total, 0)] as [string, number])
  .sort((x, y) => y[1] - x[1]);
console.log(totals);
console.log(JSON.stringify(Object.fromEntries(totals)));
