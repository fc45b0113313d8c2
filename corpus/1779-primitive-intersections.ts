// Intersections with a primitive: 'keyof T & string', 'string & {}' in a
// union of literals, branded primitives ('string & { __brand: "Id" }').
type UserId = string & { readonly __brand: "UserId" };
type Cents = number & { readonly __unit: "cents" };
type Loose = "red" | "green" | (string & {});
const asUser = (s: string) => s as UserId;
const cents = (n: number): Cents => Math.round(n * 100) as Cents;
function lookup(id: UserId): string { return `user:${id.toUpperCase()}`; }
const id = asUser("ann");
const price = cents(12.345);
const total: Cents = (price + cents(1)) as Cents;
console.log(lookup(id), price, total, typeof id, id.length, [id, asUser("bob")].sort());
const colors: Loose[] = ["red", "mauve"];
console.log(colors.map((c) => c.length));
function keysOf<T extends object>(o: T): (keyof T & string)[] { return Object.keys(o) as (keyof T & string)[]; }
console.log(keysOf({ a: 1, bb: 2 }).map((k) => k.repeat(2)));
const m = new Map<UserId, number>([[id, 1]]);
console.log(m.get(asUser("ann")), m);

// inventory with generics + interfaces + sorting + grouping
interface Item { sku: string; name: string; price: number; qty: number; tags?: string[] }
class Inventory<T extends Item> implements Iterable<T> {
  private items = new Map<string, T>();
  add(...items: T[]): this { for (const i of items) this.items.set(i.sku, i); return this; }
  remove(sku: string): T | undefined { const i = this.items.get(sku); this.items.delete(sku); return i; }
  get value(): number { let v = 0; for (const i of this) v += i.price * i.qty; return Math.round(v * 100) / 100; }
  *[Symbol.iterator](): Iterator<T> { yield* this.items.values(); }
  groupBy<K extends string>(fn: (i: T) => K): Record<K, T[]> {
    const out = {} as Record<K, T[]>;
    for (const i of this) (out[fn(i)] ??= []).push(i);
    return out;
  }
  top(n: number, by: keyof T & string): T[] {
    return [...this].sort((a, b) => (b[by] as unknown as number) - (a[by] as unknown as number)).slice(0, n);
  }
}
const inv = new Inventory<Item>().add(
  { sku: "a1", name: "apple", price: 0.5, qty: 100, tags: ["fruit"] },
  { sku: "b2", name: "bread", price: 2.25, qty: 20 },
  { sku: "c3", name: "cheese", price: 7.99, qty: 5, tags: ["dairy", "aged"] },
  { sku: "d4", name: "dates", price: 4.1, qty: 12, tags: ["fruit", "dried"] },
);
console.log(inv.value, [...inv].length);
const groups = inv.groupBy((i) => (i.price > 3 ? "expensive" : "cheap"));
for (const [k, v] of Object.entries(groups)) console.log(k, v.map((i) => i.name));
console.log(inv.top(2, "qty").map((i) => `${i.name}x${i.qty}`));
console.log(inv.remove("b2")?.name, inv.remove("zz"), inv.value);
const allTags = [...inv].flatMap((i) => i.tags ?? []);
console.log([...new Set(allTags)].sort(), allTags.length);
const table = [...inv].map(({ name, price, qty }) => `${name.padEnd(8)}|${price.toFixed(2).padStart(6)}|${String(qty).padStart(4)}`);
console.log(table.join("\n"));
