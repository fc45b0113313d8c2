class Item { constructor(public name: string) {} }
const holder: (Item | null)[] = [new Item("a"), null];
console.log(holder, holder[1], [...holder]);
const m = new Map<string, Item>([["a", new Item("a")]]);
const maybe: (Item | undefined)[] = [new Item("x"), undefined];
console.log(maybe, JSON.stringify(maybe), JSON.stringify({ list: maybe }));
const u: unknown = maybe[1];
const n: unknown = holder[1];
console.log(u, n, u === undefined, n === null, typeof u, typeof n);
interface Rec { a: Item | null; b?: Item; c: Item | undefined }
const recs: Rec[] = [{ a: null, c: undefined }, { a: new Item("q"), b: new Item("r"), c: new Item("s") }];
console.log(recs, JSON.stringify(recs));
for (const r of recs) console.log(r.a === null, r.b === undefined, r.c === undefined, r.a ?? "no a", r.b?.name ?? "no b", `${r.c?.name}`);
const sorted = [new Item("z"), new Item("b")].sort((x, y) => x.name.localeCompare(y.name));
console.log(sorted.map(s => s.name), sorted.indexOf(sorted[1]), sorted.includes(sorted[0]));

