interface Node1 { name: string; children?: Node1[]; parent?: Node1; meta?: { tags?: string[]; score?: number } }
const root: Node1 = { name: "root", children: [{ name: "a" }, { name: "b", meta: { tags: ["x"] } }] };
const kids = root.children;
console.log(kids?.length, kids?.[1]?.meta?.tags?.[0], kids?.[5]?.name, root.parent?.name);
console.log(root.children?.map(c => c.name).join(","), root.children?.find(c => c.name === "b")?.meta?.tags?.length);
console.log(root.children?.filter(c => c.meta)?.length, root.meta?.score ?? -1, root.children?.[0]?.children?.length);
function first(n: Node1): string | undefined { return n.children?.[0]?.name?.toUpperCase(); }
console.log(first(root), first({ name: "leaf" }));
const m = new Map<string, Node1>([["r", root]]);
console.log(m.get("r")?.children?.at(-1)?.name, m.get("z")?.children?.at(0)?.name);
const fns: { f?: (x: number) => number } = {};
console.log(fns.f?.(2), ({ f: (x: number) => x * 3 } as { f?: (x: number) => number }).f?.(2));
const arr: (string | number)[][] = [[1, "a"], ["b"]];
for (const row of arr) for (const cell of row) console.log(typeof cell, cell);
const deep = arr[0]?.[1];
console.log(deep, arr[3]?.[0], arr[1]?.[0]);
