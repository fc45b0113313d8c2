// An inventory kept in arrays of records: restocking with splice, moving
// items with shift/unshift, and reporting with sort and map.
interface Item {
  sku: string;
  quantity: number;
}
const shelf: Item[] = [
  { sku: "A1", quantity: 5 },
  { sku: "B2", quantity: 0 },
  { sku: "C3", quantity: 12 },
];
const removed = shelf.splice(1, 1, { sku: "B2", quantity: 7 }, { sku: "B3", quantity: 1 });
console.log(removed, shelf.map((item) => item.sku));
shelf.unshift({ sku: "Z0", quantity: 2 });
const first = shelf.shift();
console.log(first, shelf.length);
const low = shelf.filter((item) => item.quantity < 5).map((item) => item.sku);
console.log(low);
shelf.sort((a, b) => b.quantity - a.quantity);
console.log(shelf.map((item) => `${item.sku}:${item.quantity}`).join(" "));
const total = shelf.reduce((sum, item) => sum + item.quantity, 0);
const report = shelf.map((item) => ({ ...item, share: Math.round((item.quantity / total) * 100) }));
console.log(report);
const index = shelf.findIndex((item) => item.sku === "C3");
shelf.splice(index, 1);
console.log(shelf.map((item) => item.sku), shelf.some((item) => item.sku === "C3"));
