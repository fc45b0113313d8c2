// Numbers inside template literals format exactly as String(n).
function show(n: number): string {
  return `<${n}> <${n * 2}> <${-n}>`;
}
console.log(show(0));
console.log(show(-0));
console.log(show(1.5));
console.log(show(1e21));
console.log(show(1e-7));
console.log(show(123456789.123));
console.log(show(NaN));
console.log(show(Infinity));
console.log(show(0.1 + 0.2));
console.log(`${2 ** 53}|${2 ** 53 + 1}|${Number.MAX_VALUE}|${Number.MIN_VALUE}`);
function total(price: number, qty: number): string {
  return `total: ${price * qty} (${(price * qty).toFixed(2)}) for ${qty} item${qty === 1 ? "" : "s"}`;
}
console.log(total(9.99, 3));
console.log(total(0.1, 1));
