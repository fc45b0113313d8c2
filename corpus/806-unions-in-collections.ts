// Union values stored in arrays, maps, records and object fields.
type Cell = string | number | boolean | null;

const row: Cell[] = ["id", 42, true, null, 3.5];
console.log(row);
console.log(row.map((c) => typeof c));
console.log(row.filter((c) => typeof c === "number").length);

const config = new Map<string, string | number>();
config.set("host", "localhost");
config.set("port", 8080);
config.set("name", "demo");
for (const [key, value] of config) {
  if (typeof value === "number") console.log(key, "is a number:", value + 1);
  else console.log(key, "is text:", value.toUpperCase());
}
console.log(config);

interface Field {
  name: string;
  value: string | number | null;
}
const fields: Field[] = [
  { name: "a", value: 1 },
  { name: "b", value: "two" },
  { name: "c", value: null },
];
for (const f of fields) {
  const v = f.value;
  if (v === null) console.log(f.name, "empty");
  else if (typeof v === "string") console.log(f.name, "text", v.length);
  else console.log(f.name, "number", v * 10);
}
console.log(JSON.stringify(fields));
const values: Record<string, number | string> = { x: 1, y: "why" };
console.log(values, Object.keys(values));
