// `toLocaleString("en-US")` and `toLocaleString(undefined)` of numbers: Node's
// default locale, the same text as `toLocaleString()`.
const amounts = [1234567.891, -0.5, 1e21, 42];
console.log(amounts.map((a) => a.toLocaleString("en-US")).join(" | "));
console.log((9876.54321).toLocaleString(undefined), (12).toLocaleString());
const total = [19.99, 5, 1200.5].reduce((sum, price) => sum + price, 0);
console.log(`Total: ${total.toLocaleString("en-US")} (${Math.round(total).toLocaleString(undefined)})`);
