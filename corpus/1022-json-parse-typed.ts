// JSON.parse into declared types: interfaces, arrays, records, optional
// and nullable properties, unions of primitives, unknown.
interface Address {
  street: string;
  zip: string | null;
}
interface Person {
  name: string;
  age: number;
  active: boolean;
  tags: string[];
  address: Address | null;
  nickname?: string;
  scores: Record<string, number>;
  id: string | number;
  extra: unknown;
}
const text = `[
  {"name": "Ada", "age": 36, "active": true, "tags": ["math", "engines"],
   "address": {"street": "1 Analytical Way", "zip": null}, "nickname": "Countess",
   "scores": {"logic": 10, "poetry": 7.5}, "id": 1, "extra": {"born": 1815, "notes": ["a", 2, null]}},
  {"name": "Bob", "age": 41, "active": false, "tags": [], "address": null,
   "scores": {}, "id": "b-2", "extra": null, "unexpected": [1, 2]}
]`;
const people: Person[] = JSON.parse(text);
for (const p of people) {
  console.log(p.name, p.age + 1, p.active, p.tags.length, p.nickname ?? "(none)", p.id);
  console.log("  address:", p.address === null ? "none" : `${p.address.street} ${p.address.zip}`);
  console.log("  scores:", Object.keys(p.scores), p.scores["logic"] ?? 0);
}
console.log(people);
console.log(JSON.stringify(people[0].extra), JSON.stringify(people[1]));
const matrix = JSON.parse("[[1, 2], [3, 4.5], []]") as number[][];
console.log(matrix.map((row) => row.reduce((a, b) => a + b, 0)));
const flags = JSON.parse('{"a": true, "b": false}') as Record<string, boolean>;
console.log(flags, flags["a"] && !flags["b"]);
