class Node2 { next: Node2 | null = null; constructor(public v: number) {} get(): Node2 | null { return this.next; } name(): string { return "n" + this.v; } }
const a = new Node2(1); a.next = new Node2(2);
console.log(a.get()?.get()?.name(), a.get()?.name(), a.next?.next?.v);
const m = new Map<string, number[]>(); m.set("a", [1, 2]);
console.log(m.get("a")?.map(x => x * 2).join(","), m.get("b")?.length);
const arr: (string | number)[] = [1, "two", 3];
const e = arr[1]; console.log(e, arr[0], arr[5]);
for (const v of arr) console.log(typeof v, v);
const arr2: (number | null)[] = [null, 2];
console.log(arr2[0], arr2[1], arr2[0] ?? 7);
const objs: ({ a: number } | undefined)[] = [{ a: 1 }, undefined];
console.log(objs[0]?.a, objs[1]?.a, objs[2]);
function find(xs: string[], k: string): string | undefined { return xs.find(x => x.startsWith(k)); }
console.log(find(["ab", "cd"], "c")?.toUpperCase(), find(["ab"], "z")?.toUpperCase());
const s = "abc";
console.log(s.match(/b/)?.[0], s.match(/z/)?.[0]);
const objs2: ({ a: number } | undefined)[] = [{ a: 1 }, undefined];
console.log(objs2[2]);
console.log(objs2[1]);
const x2 = objs2[5];
console.log(x2 === undefined, x2);
const strs: (string | undefined)[] = ["a"];
console.log(strs[3]);
const ns: (number | null)[] = [1];
console.log(ns[3]);
const arrs: number[][] = [];
console.log(arrs[0]);
class K2 { constructor(public n: number) {} }
const ks: (K2 | null)[] = [null];
console.log(ks[0], ks.length);
