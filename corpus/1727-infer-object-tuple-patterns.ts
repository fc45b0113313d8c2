// Conditional types whose patterns infer from object types, tuples and
// instances of generic interfaces and aliases.
type IdOfA<T> = T extends { id: infer I } ? I : never;
interface User { id: number; name: string }
interface Order { id: string; total: number }
const userId: IdOfA<User> = 7;
const orderId: IdOfA<Order> = "o-1";
console.log(userId + 1, orderId.toUpperCase());
type Head<T extends unknown[]> = T extends [infer H, ...unknown[]] ? H : undefined;
const h: Head<[string, number]> = "first";
console.log(h.length);
type ElementOf<T> = T extends readonly (infer E)[] ? E : T;
const e: ElementOf<number[]> = 3;
const f: ElementOf<string> = "s";
console.log(e * 2, f);
function first<T extends unknown[]>(items: T): T[0] { return items[0]; }
console.log(first([1, 2, 3]) + 1);
type Fn = (a: number, b: string) => boolean;
type Args = Parameters<Fn>;
const args: Args = [1, "x"];
console.log(args[0] + 1, args[1].length);
type Unwrap<T> = T extends Promise<infer U> ? Unwrap<U> : T;
async function load(): Promise<number> { return 5; }
async function main(): Promise<void> {
  const v: Unwrap<ReturnType<typeof load>> = await load();
  console.log(v + 1);
}
main();
class Account {
  constructor(public id: number, public owner: string) {}
}
type IdOf<T> = T extends { id: infer I } ? I : "none";
const a: IdOf<Account> = 12;
const missing: IdOf<{ name: string }> = "none";
console.log(a * 2, missing);
type ItemsOf<T> = T extends { data: { items: (infer E)[] } } ? E : never;
interface Page { data: { items: string[]; total: number }; next: number }
const item: ItemsOf<Page> = "row";
console.log(item.toUpperCase());
type Keys<T> = T extends { id: infer I } ? I : boolean;
function describe(value: Keys<{ id: string }> | Keys<{ other: number }>): string {
  return typeof value === "string" ? "id " + value : "flag " + value;
}
console.log(describe("x"), describe(true));
type Last<T> = T extends [unknown, infer B] ? B : T extends [infer A] ? A : null;
const l1: Last<[number, string]> = "two";
const l2: Last<[string, boolean]> = false;
const l3: Last<[number, string, boolean]> = null;
console.log(l1, l2, l3);
type Tail<T> = T extends [unknown, ...infer R] ? R : [];
const t: Tail<[number, string, boolean]> = ["a", true];
console.log(t, t[0].length);
type Opt<T> = T extends { label?: infer L } ? L : "no";
const o: Opt<{ label: number }> = 3;
console.log(o);
