// A map's entries taken whole by for-of (each a new [key, value] pair),
// and keys() of a map held by an `any`.

const stock: Map<string, number> = new Map([
  ["nails", 120],
  ["screws", 75],
]);

for (const entry of stock) console.log(entry, entry[0].toUpperCase(), entry[1] * 2);

const pairs: [string, number][] = [];
for (const entry of stock) pairs.push(entry);
pairs[0][1] = 0;
console.log(pairs, stock.get("nails"));

let latest: [string, number] | undefined;
for (const entry of stock) {
  latest = entry;
  if (entry[0] === "nails") stock.set("bolts", 5);
}
console.log(latest);

const settings: Record<string, boolean> = { dark: true, compact: false };
for (const pair of Object.entries(settings)) console.log(pair, pair.length);

function load(): any {
  return new Map<string, string[]>([
    ["a", ["x", "y"]],
    ["b", []],
  ]);
}
const loaded: any = load();
const keys: string[] = [];
for (const key of loaded.keys()) keys.push(key);
console.log(keys);
for (const [key, list] of loaded.entries()) console.log(key, list.length);
for (const list of loaded.values()) console.log(list);
