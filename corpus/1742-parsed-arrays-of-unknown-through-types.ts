// JSON.parse into types whose arrays hold `unknown`, `any` or a union
// (and a narrowed `unknown` asserted to such a type): the arrays are
// arrays of boxes, read, changed and printed as on Node.
interface Envelope {
  items: unknown[];
  values: (string | number)[];
  extra: any[];
  rows: { cell: unknown }[];
}
const envelope = JSON.parse(
  '{"items":[{"a":1},2,"three",[4],null],"values":[1,"a",2],"extra":[true],"rows":[{"cell":1},{"cell":"s"}]}',
) as Envelope;
console.log(envelope.items.length, envelope.items.map((item) => typeof item));
for (const item of envelope.items) console.log(item);
envelope.values.push(3);
envelope.extra.push({ b: [2] });
console.log(envelope.values, envelope.extra, envelope.rows.map((row) => typeof row.cell));
for (const value of envelope.values) console.log(typeof value === "number" ? value * 2 : value.toUpperCase());
console.log(JSON.stringify(envelope));

const raw: unknown = JSON.parse('{"users":[{"name":"a","age":30},{"name":"b","age":25}],"ids":[1,2]}');
if (typeof raw === "object" && raw !== null && "users" in raw) {
  const users = (raw as { users: unknown[] }).users;
  console.log(Array.isArray(users), users.length, users[1]);
  const ids = (raw as unknown as { ids: unknown[] }).ids;
  ids.push("three");
  console.log(ids, JSON.stringify(raw));
}
const list = JSON.parse('[1,"two",null,{"x":1}]') as unknown[];
console.log(list.length, list.map((entry) => typeof entry));
const nested: { items: unknown[] }[] = JSON.parse('[{"items":[1,[2]]},{"items":[]}]');
console.log(nested[0].items, nested[1].items.length);
