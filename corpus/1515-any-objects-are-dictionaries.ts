// Objects reached through `any` are dictionaries: parsed ones take new
// properties, lose them with `delete`, and take values of other kinds;
// keys keep JavaScript's order (integer keys first, ascending).
const user: any = JSON.parse('{"name":"ada","age":36,"tags":["x"],"address":{"city":"london"},"3":"three","1":"one"}');
user.visited = true;
user.age = "unknown";
user.address.zip = 12345;
user[2] = "two";
console.log(user);
console.log(Object.keys(user).join(","), JSON.stringify(user));
for (const key in user) console.log(key, typeof user[key]);

delete user.visited;
delete user["1"];
console.log("visited" in user, "1" in user, delete user.missing, Object.keys(user).length);

const { name: userName, address, ...others } = user;
console.log(userName, address, others);

interface Named {
  name: string;
  tags: string[];
}
const typed: Named = user;
console.log(typed.name.toUpperCase(), typed.tags.length);

const made: any = {};
made.z = 1;
made["with space"] = [1, "a", null];
made[10] = "ten";
made[2] = "two";
console.log(made, JSON.stringify(made));
const copy = { ...made, extra: { deep: [made.z] } };
delete copy.z;
console.log(copy);

const list: any = JSON.parse('[{"id":1},{"id":2,"note":null}]');
list[0].note = "added";
list[1].id = "two";
console.log(list, list.map((item: any) => `${item.id}:${item.note}`));

const values: any[] = [0, 1, "1", "", "0", true, false, null, undefined, [1], [], "abc", NaN, " 2 ", 2];
for (const a of values) {
  let row = "";
  for (const b of values) row += a == b ? "=" : ".";
  console.log(row, String(a));
}
