// State of arrays, maps and sets after an exception interrupts updates.
const inventory = new Map<string, number>([["apple", 5], ["pear", 2]]);
const log: string[] = [];

function take(item: string, count: number): void {
  const have = inventory.get(item);
  if (have === undefined) throw new Error(`unknown item ${item}`);
  if (have < count) throw new RangeError(`only ${have} ${item} left`);
  inventory.set(item, have - count);
  log.push(`took ${count} ${item}`);
}

const orders: [string, number][] = [["apple", 2], ["pear", 3], ["kiwi", 1], ["apple", 3], ["apple", 1]];
for (const [item, count] of orders) {
  try {
    take(item, count);
  } catch (e) {
    log.push(`refused: ${(e as Error).message}`);
  }
}
console.log(log);
console.log(inventory);

const processed = new Set<number>();
function processAll(ids: number[]): void {
  for (const id of ids) {
    if (id < 0) throw new Error(`bad id ${id}`);
    processed.add(id);
  }
}
try {
  processAll([1, 2, -3, 4]);
} catch (e) {
  console.log((e as Error).message, [...processed]);
}
const partial: number[] = [];
try {
  [5, 6, 7].forEach((n) => {
    if (n === 7) throw new Error("seven");
    partial.push(n * 2);
  });
} catch (e) {
  console.log((e as Error).message, partial);
}
