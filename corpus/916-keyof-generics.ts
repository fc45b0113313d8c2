// Generic functions over an object type T and one of its keys K
// (`K extends keyof T`), with the indexed access type T[K].
interface Person { name: string; age: number; tags: string[] }
function get<T, K extends keyof T>(obj: T, key: K): T[K] {
  return obj[key];
}
function pluck<T, K extends keyof T>(items: T[], key: K): T[K][] {
  return items.map((item) => item[key]);
}
function sortBy<T, K extends keyof T>(items: T[], key: K): T[] {
  return items.slice().sort((a, b) => (a[key] < b[key] ? -1 : a[key] > b[key] ? 1 : 0));
}
const people: Person[] = [{ name: "Cy", age: 40, tags: [] }, { name: "Ann", age: 31, tags: ["x"] }];
console.log(get(people[0], "name"), get(people[1], "age") + 1, get(people[1], "tags").length);
console.log(pluck(people, "name"), pluck(people, "age"));
console.log(sortBy(people, "name").map((p) => p.name), sortBy(people, "age").map((p) => p.age));
type Age = Person["age"];
const a: Age = 5;
console.log(a);
