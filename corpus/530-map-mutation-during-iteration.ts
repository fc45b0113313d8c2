// Maps and sets seen while they change: deleted entries not yet reached are
// skipped, added ones are visited, re-added keys move to the end.
const m = new Map<string, number>([["a", 1], ["b", 2], ["c", 3], ["d", 4]]);
const seen: string[] = [];
for (const [key, value] of m) {
  seen.push(`${key}=${value}`);
  if (key === "a") m.delete("c");
  if (key === "b") m.set("e", 5);
  if (key === "d") m.set("a", 10);
}
console.log(seen.join(" "));
console.log([...m.keys()].join(","), m.size);

const s = new Set<number>([1, 2, 3]);
const visited: number[] = [];
for (const v of s) {
  visited.push(v);
  if (v === 1) {
    s.delete(1);
    s.add(1);
  }
  if (visited.length > 10) break;
}
console.log(visited, [...s]);

const counts = new Map<string, number>();
counts.set("x", 1);
counts.forEach((value, key, map) => {
  if (key === "x") map.set("y", value + 1);
  if (key === "y") map.set("z", value + 1);
});
console.log(counts);
const cleared = new Map<number, string>([[1, "one"], [2, "two"]]);
for (const [k] of cleared) {
  if (k === 1) cleared.clear();
  console.log("visiting", k);
}
console.log(cleared.size);
