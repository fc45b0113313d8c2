// Records built with spreads (`{ ...acc, [key]: value }`, the reduce-to-a-
// record idiom), with and without a record type wanted, and arrays of
// values of different types `as const` (tuples: map entries, positions).
interface Sale { region: string; amount: number }
const sales: Sale[] = [
  { region: "north", amount: 10 },
  { region: "south", amount: 4 },
  { region: "north", amount: 7 },
  { region: "3", amount: 1 },
];
const totals = sales.reduce(
  (acc, sale) => ({ ...acc, [sale.region]: (acc[sale.region] ?? 0) + sale.amount }),
  {} as Record<string, number>,
);
console.log(totals, Object.keys(totals));

const defaults: Record<string, string> = { color: "red", size: "m", "10": "ten" };
const overrides: Record<string, string> = { size: "l", weight: "2kg" };
const merged = { ...defaults, ...overrides, size: "xl", "2": "two" };
console.log(merged, Object.entries(merged).length);

const flag = "verbose";
const options: Record<string, boolean> = { quiet: false, ...{ [flag]: true } as Record<string, boolean> };
console.log(options);

function withDefault(base: Record<string, number> | undefined, key: string): Record<string, number> {
  return { first: 1, ...base, [key]: 2 };
}
console.log(withDefault(undefined, "k"), withDefault({ first: 9, z: 0 }, "z"));

const lists: Record<string, number[]> = { a: [1] };
const grown = { ...lists, b: [2, 3] };
grown.b.push(4);
console.log(grown, lists);

const users = [
  { id: "u1", age: 31 },
  { id: "u2", age: 25 },
];
const ages = new Map(users.map((user) => [user.id, user.age] as const));
console.log(ages, ages.get("u2"));
const entry = ["total", 42] as const;
const [label, value] = entry;
console.log(label.toUpperCase(), value * 2, entry[1], entry);
const sizes = ["s", "m", "l"] as const;
for (const size of sizes) console.log(size, sizes.indexOf(size));
console.log(sizes.map((size) => size.toUpperCase()).join("/"));
