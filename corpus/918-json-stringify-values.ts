// JSON.stringify of arrays, objects, tuples, records, maps and class
// instances, with and without indentation.
interface Item { id: number; name: string; tags: string[]; price?: number }
const items: Item[] = [{ id: 1, name: "pen", tags: ["a", "b"], price: 1.5 }, { id: 2, name: "quote\"d", tags: [] }];
console.log(JSON.stringify(items));
console.log(JSON.stringify(items, null, 2));
console.log(JSON.stringify({ nested: { deep: [[1], [2, 3]] }, flag: true, nan: NaN }));
console.log(JSON.stringify([1, 2, 3].map(String)), JSON.stringify(["x", 1] as [string, number]));
const rec: Record<string, number> = { b: 2, a: 1, "10": 3 };
console.log(JSON.stringify(rec), JSON.stringify(new Map([["a", 1]])), JSON.stringify(true), JSON.stringify([] as number[]), JSON.stringify({}));
class P { #secret = 1; constructor(public x: number, public f: () => number) {} }
console.log(JSON.stringify(new P(1, () => 2)), JSON.stringify([() => 1]));
console.log(JSON.stringify("s"), JSON.stringify(4.5), JSON.stringify({ a: [] as number[], b: {} }, null, 4));
