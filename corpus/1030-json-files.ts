import * as fs from "fs";
import * as path from "path";
// A small store: JSON written to a file, read back, changed, written
// again; a log appended line by line.
interface Item {
  sku: string;
  quantity: number;
  price: number;
}
interface Store {
  items: Item[];
  updated: number;
}
const dir = "store-data";
fs.mkdirSync(dir, { recursive: true });
const file = path.join(dir, "store.json");
const log = path.join(dir, "changes.log");
const initial: Store = { items: [{ sku: "A-1", quantity: 3, price: 2.5 }, { sku: "B-2", quantity: 0, price: 10 }], updated: 1 };
fs.writeFileSync(file, JSON.stringify(initial, null, 2));
for (let round = 1; round <= 3; round++) {
  const store: Store = JSON.parse(fs.readFileSync(file, "utf8"));
  for (const item of store.items) item.quantity += round;
  store.items.push({ sku: `N-${round}`, quantity: round, price: round * 1.25 });
  store.updated += 1;
  fs.writeFileSync(file, JSON.stringify(store));
  fs.appendFileSync(log, `round ${round}: ${store.items.length} items\n`);
}
const final = JSON.parse(fs.readFileSync(file, "utf8")) as Store;
const value = final.items.reduce((sum, item) => sum + item.quantity * item.price, 0);
console.log(final.updated, final.items.length, value.toFixed(2));
console.log(final.items.map((item) => `${item.sku}x${item.quantity}`).join(" "));
console.log(fs.readFileSync(log, "utf8").trimEnd().split("\n"));
console.log(fs.statSync(file).size === fs.readFileSync(file, "utf8").length);
fs.rmSync(dir, { recursive: true });
