// Records with keys chosen at run time: reads, writes, 'in', 'delete',
// Object.keys/values/entries, and Node's key order.
const inventory: Record<string, number> = { apples: 5, pears: 2 };
inventory["plums"] = 7;
inventory.apples += 3;
inventory["pears"]--;
console.log(inventory, inventory.apples, inventory["missing"]);
console.log("plums" in inventory, "kiwis" in inventory);
delete inventory["pears"];
console.log(Object.keys(inventory), Object.values(inventory));
for (const [name, count] of Object.entries(inventory)) console.log(`${name}=${count}`);
const tally: { [word: string]: number } = {};
for (const word of "a b a c b a".split(" ")) {
  tally[word] = (tally[word] ?? 0) + 1;
}
console.log(tally);
const ordered: Record<string, string> = {};
ordered["zeta"] = "z";
ordered["10"] = "ten";
ordered["alpha"] = "a";
ordered["2"] = "two";
ordered["-1"] = "minus";
console.log(ordered, Object.keys(ordered));
const nested: Record<string, string[]> = {};
function add(group: string, item: string): void {
  const list = nested[group] ?? [];
  list.push(item);
  nested[group] = list;
}
add("fruit", "fig");
add("veg", "kale");
add("fruit", "date");
console.log(nested);
const counts: Record<string, number> = {};
let total = 0;
for (const key of ["x", "y", "x"]) {
  counts[key] = (counts[key] ?? 0) + 1;
  total += counts[key];
}
console.log(counts, total, Object.keys(counts).length);
