class Node1 { children: Node1[] = []; parent: Node1 | null = null; name: string; constructor(name: string) { this.name = name; } }
const a = new Node1("a"); const b = new Node1("b"); const c = new Node1("c");
a.children.push(b); b.children.push(c); c.children.push(a);
for (const indent of [0, 2]) {
  try { console.log(JSON.stringify(a, null, indent)); } catch (e) { console.log(e instanceof TypeError, (e as Error).message); }
}
b.children = []; c.parent = b;
console.log(JSON.stringify(a));
interface R { name: string; next?: R }
const r1: R = { name: "one" }; const r2: R = { name: "two", next: r1 };
console.log(JSON.stringify([r1, r2, r1]));
r1.next = r2;
try { JSON.stringify({ list: [r2] }); } catch (e) { console.log(String(e)); }
const self: Record<string, unknown> = {};
self[""] = self;
try { JSON.stringify(self); } catch (e) { console.log((e as Error).message); }
