// structuredClone: deep copies of objects, arrays, tuples, maps, sets,
// records, typed arrays, Dates, Errors and values held by any (shared
// references kept); a function through any is a DataCloneError.
interface Order { id: number; items: string[]; meta: { tags: Set<string>; at: Date }; notes?: string }
const order: Order = { id: 7, items: ["a", "b"], meta: { tags: new Set(["x"]), at: new Date(0) } };
const copy = structuredClone(order);
copy.items.push("c");
copy.meta.tags.add("y");
copy.meta.at.setTime(1000);
console.log(order, copy, copy.meta.at instanceof Date, copy !== order);
const shared = [1, 2];
const holder = { a: shared, b: shared, m: new Map<string, number[]>([["k", shared]]) };
const c2 = structuredClone(holder);
c2.a.push(3);
console.log(c2, c2.a === c2.b, c2.m.get("k") === c2.a, holder.a.length);
const tup: [number, string, boolean] = [1, "two", true];
console.log(structuredClone(tup), structuredClone("text"), structuredClone(42), structuredClone(null), structuredClone(undefined));
const nums = new Float64Array([1.5, -2]);
const n2 = structuredClone(nums);
n2[0] = 9;
console.log(nums, n2, structuredClone(new Error("bad")).message);
const loose: any = JSON.parse('{"a":[1,{"b":null}],"c":"d"}');
const lc = structuredClone(loose);
lc.a[1].b = 5;
console.log(loose, lc);
const rec: Record<string, number[]> = { x: [1], y: [2, 3] };
console.log(structuredClone(rec), structuredClone([[1], [2, [3]]] as unknown));
try {
  structuredClone({ f: () => 1 } as any);
} catch (e) {
  console.log((e as Error).name);
}
