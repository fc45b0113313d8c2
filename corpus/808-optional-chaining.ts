// Optional chaining and nullish coalescing over optional and nullable
// values.
interface Address { city: string; zip?: string }
interface User { name: string; address?: Address; tags?: string[]; age?: number }

const users: User[] = [
  { name: "ann", address: { city: "Oslo", zip: "0150" }, tags: ["a", "b"], age: 31 },
  { name: "bob", address: { city: "Rome" } },
  { name: "cy" },
];
for (const u of users) {
  const city = u.address?.city ?? "unknown city";
  const zip = u.address?.zip ?? "no zip";
  const tagCount = u.tags?.length ?? 0;
  const firstTag = u.tags?.[0] ?? "-";
  const age = u.age ?? -1;
  console.log(`${u.name}: ${city} ${zip} tags=${tagCount} first=${firstTag} age=${age}`);
}

class Node2 {
  constructor(public value: number, public next: Node2 | null = null) {}
  describe(): string {
    return `node ${this.value}`;
  }
}
const list = new Node2(1, new Node2(2, new Node2(3)));
console.log(list.next?.next?.value, list.next?.next?.next?.value);
console.log(list.next?.describe(), list.next?.next?.next?.describe() ?? "end");

let total = 0;
for (let n: Node2 | null = list; n !== null; n = n.next) total += n.value;
console.log(total);

function lengthOf(s?: string): number {
  return s?.length ?? -1;
}
console.log(lengthOf("four"), lengthOf());
const lookup = new Map<string, User>(users.map((u): [string, User] => [u.name, u]));
console.log(lookup.get("bob")?.address?.city, lookup.get("zed")?.name ?? "missing");
