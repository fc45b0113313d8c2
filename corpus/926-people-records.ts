// Records of people: optional chains, JSON with indentation, fromEntries of a map.
// Shapes of data: nested interfaces, arrays of records, optional chains,
// JSON output with indentation.
interface Address { street: string; city: string; zip?: string }
interface Person {
  name: string;
  age: number;
  email?: string;
  address?: Address;
  friends: string[];
}
const people: Person[] = [
  { name: "Ann", age: 31, email: "ann@example.com", address: { street: "1 Main", city: "Oslo" }, friends: ["Bob"] },
  { name: "Bob", age: 27, friends: [] },
  { name: "Cy", age: 45, address: { street: "9 Side", city: "Rome", zip: "00100" }, friends: ["Ann", "Bob"] },
];
const summary = people.map((p) => ({
  name: p.name,
  city: p.address?.city ?? "unknown",
  contact: p.email ?? "n/a",
  friends: p.friends.length,
}));
console.log(summary);
console.log(JSON.stringify(summary, null, 2));
const oldest = people.reduce((a, b) => (a.age >= b.age ? a : b));
console.log(`${oldest.name} is the oldest at ${oldest.age}`);
const byCity = new Map<string, string[]>();
for (const p of people) {
  const city = p.address?.city ?? "unknown";
  byCity.set(city, [...(byCity.get(city) ?? []), p.name]);
}
console.log(Object.fromEntries(byCity));
console.log(people.filter((p) => p.friends.includes("Bob")).map((p) => p.name));
