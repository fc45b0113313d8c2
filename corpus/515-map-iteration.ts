// Maps and sets seen by loops while they change: deleted entries not yet
// reached are skipped, added ones are visited, re-set keys keep their place.
const map = new Map<string, number>([
  ["a", 1],
  ["b", 2],
  ["c", 3],
  ["d", 4],
]);
const seen: string[] = [];
for (const [key, value] of map) {
  seen.push(key + value);
  if (key === "a") {
    map.delete("c");
    map.set("e", 5);
    map.set("b", 20);
  }
  if (key === "e") map.set("a", 100);
}
console.log(seen.join(" "), map);
const set = new Set<number>([1, 2, 3]);
const visited: number[] = [];
for (const n of set) {
  visited.push(n);
  set.delete(n);
  if (n < 3) set.add(n + 10);
}
console.log(visited, set);
const counts = new Map<string, number>();
for (const ch of "mississippi") counts.set(ch, (counts.get(ch) ?? 0) + 1);
console.log(counts, [...counts.keys()].join(""), Math.max(...[...counts.values()]));
const order: string[] = [];
counts.forEach((count, ch) => {
  order.push(`${ch}${count}`);
  if (ch === "m") counts.delete("p");
});
console.log(order.join(","), counts.size);
const big = new Map<number, number>();
for (let i = 0; i < 1000; i++) big.set(i, i * i);
for (let i = 0; i < 1000; i += 2) big.delete(i);
let sum = 0;
for (const [k, v] of big) sum += v - k * k + 1;
console.log(big.size, sum, big.get(999), big.get(998), big.has(500), big.has(501));
