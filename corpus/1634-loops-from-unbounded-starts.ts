// `for` loops whose header variable starts from a value the compiler
// cannot bound (an element, a parameter) and is stepped by one: integral
// starts and every other kind of number give Node's results.

function reverseBetween(values: number[], from: number, to: number): number {
  let swaps = 0;
  for (let i = from, j = to; i < j; i++, j--) {
    const kept = values[i];
    values[i] = values[j];
    values[j] = kept;
    swaps++;
  }
  return swaps;
}

function describe(start: number): string {
  const parts: string[] = [];
  for (let j = start; j > start - 3; j -= 1) {
    parts.push(String(j) + (Object.is(j, -0) ? "(negative zero)" : ""));
    if (parts.length > 5) break;
  }
  return parts.join(" ");
}

function sumUpTo(limit: number, start: number): number {
  let total = 0;
  for (let k = start; k <= limit; k++) {
    if (k % 2 === 0) continue;
    total += k;
  }
  return total;
}

function nested(rows: number[], width: number): string {
  let text = "";
  for (let r = rows[0]; r < rows[1]; r++) {
    for (let c = r; c < width; ++c) {
      text += `${r}${c} `;
    }
    text += "| ";
  }
  return text;
}

const data = [9, 8, 7, 6, 5, 4, 3, 2, 1];
console.log(reverseBetween(data, 0, data[0] - 1), data);
console.log(reverseBetween(data, data[7], data[2]), data);
console.log(reverseBetween(data.slice(), NaN, 5), reverseBetween(data.slice(), 0, NaN));
const starts = [0, -0, 1, -7, 2.5, -2.5, NaN, Infinity, -Infinity, 2 ** 53, 2 ** 53 - 2, -(2 ** 53), 1e300, 0.1 + 0.2];
for (const start of starts) {
  console.log(describe(start));
}
console.log(sumUpTo(10, 0), sumUpTo(10, 0.5), sumUpTo(10, -3), sumUpTo(NaN, 0), sumUpTo(3, -0));
console.log(nested([1, 3], 4), nested([0.5, 2], 3));
const typed = new Float64Array([1.5, 2.5, 3.5, 4.5]);
let product = 1;
for (let t = data.length - 9; t < typed.length; t++) product *= typed[t];
console.log(product);
