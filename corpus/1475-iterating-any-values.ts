const o2: any = { m: new Map<string, number>([["a", 1], ["b", 2]]) };
const pairs: string[] = [];
for (const [k, v] of o2.m) pairs.push(`${k}=${v}`);
console.log(pairs.join(","));
const row: any = [10, "x", true, 4];
const [first, second, ...others] = row;
console.log(first, second, others);
const [only] = "𝒳yz" as any;
console.log(only);
function swap(pair: any): any[] {
  const [a, b] = pair;
  return [b, a];
}
console.log(swap([1, 2]), swap(new Set(["p", "q"])));
try {
  const [z] = (5 as any);
  console.log(z);
} catch (e) {
  console.log((e as Error).name);
}
const bag: any = new Set([3, 1, 3, 2]);
for (const v of bag) console.log("set", v);
const table: any = new Map<number, string[]>([[1, ["x"]], [2, []]]);
console.log([...table], [...bag].length);
for (const entry of table) console.log(Array.isArray(entry), entry[0], entry[1]);
