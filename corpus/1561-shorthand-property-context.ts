// A shorthand property takes the representation its contextual type
// wants, as `{ key: key }` does: unknown, unions, optional and readonly
// properties, records, maps and arrays of object types.
interface Entry {
  name: string;
  value: unknown;
  tags?: string[];
}

const registry: Record<string, { registry: unknown }> = {};
registry["self"] = { registry };
const value = [1, 2, 3];
const name = "numbers";
const tags = ["a", "b"];
const entry: Entry = { name, value, tags };
const loose: { count: number | string; label: string | undefined } = {
  count: 3,
  label: undefined,
};
const count = 7;
const label = "seven";
const tight: typeof loose = { count, label };
const entries = new Map<string, Entry>();
entries.set(name, { name, value });
const list: Entry[] = [];
list.push({ name: "second", value: registry });
const flag = true;
const wrapped: { flag: unknown; nested: { value: unknown } } = { flag, nested: { value } };

console.log(entry);
console.log(tight, typeof tight.count);
console.log(entries.get("numbers"));
console.log(list.length, Object.keys(registry));
console.log(wrapped);
console.log(JSON.stringify({ name, value, tags }));
