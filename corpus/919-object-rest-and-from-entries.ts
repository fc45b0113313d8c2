// Object rest elements in destructuring, and Object.fromEntries.
interface User { id: number; name: string; email: string; admin: boolean }
const user: User = { id: 1, name: "Ann", email: "a@x.io", admin: false };
const { id, ...profile } = user;
console.log(id, profile);
const { name, email, ...flags } = user;
console.log(name, email, flags);
function strip({ admin, ...rest }: User): { id: number; name: string; email: string } {
  return rest;
}
console.log(strip(user));
const pairs: [string, number][] = [["a", 1], ["b", 2]];
console.log(Object.fromEntries(pairs));
const doubled = Object.fromEntries(Object.entries({ x: 1, y: 2 } as Record<string, number>).map(([k, v]) => [k, v * 2] as [string, number]));
console.log(doubled);
