// Object and array destructuring in declarations and assignments, with
// renaming, nesting, rest elements and defaults.
interface Order {
  id: number;
  customer: { name: string; city: string };
  lines: { sku: string; quantity: number }[];
}
const order: Order = {
  id: 7,
  customer: { name: "Ada", city: "London" },
  lines: [
    { sku: "pen", quantity: 3 },
    { sku: "ink", quantity: 1 },
  ],
};
const {
  id,
  customer: { name: buyer, city },
  lines: [firstLine, ...otherLines],
} = order;
console.log(id, buyer, city, firstLine, otherLines.length);
const { sku, quantity: howMany } = firstLine;
console.log(sku, howMany);
const [a, , c = 30, d = 40] = [10, 20, 35];
console.log(a, c, d);
let x = 1;
let y = 2;
let z = 3;
[x, y, z] = [z, x, y];
console.log(x, y, z);
let label = "";
let count = 0;
({ sku: label, quantity: count } = order.lines[1]);
console.log(label, count);
const matrix = [
  [1, 2],
  [3, 4],
];
const [[m00, m01], [m10, m11]] = matrix;
console.log(m00 * m11 - m01 * m10);
for (const { sku: item, quantity } of order.lines) console.log(`${item} x${quantity}`);
const totals = order.lines.map(({ quantity }) => quantity * 2);
console.log(totals);
function summarize({ id: orderId, lines }: Order): string {
  return `#${orderId}: ${lines.length} lines`;
}
console.log(summarize(order));
const [head, ...tail] = "a,b,c,d".split(",");
console.log(head, tail);
