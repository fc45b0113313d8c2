// console.log of values that reach themselves: `<ref *N>` on the object
// met again inside itself and `[Circular *N]` where it is met, numbered
// in the order the cycles are found, for objects, class instances,
// arrays, maps and values held by `any`.
interface Link {
  name: string;
  next?: Link;
}
const self: Link = { name: "self" };
self.next = self;
console.log(self);

const first: Link = { name: "first" };
first.next = { name: "second", next: first };
console.log(first);
console.log([first, first.next]);

class TreeNode {
  label: string;
  children: TreeNode[] = [];
  parent: TreeNode | null = null;
  constructor(label: string) {
    this.label = label;
  }
  add(label: string): TreeNode {
    const child = new TreeNode(label);
    child.parent = this;
    this.children.push(child);
    return child;
  }
}
const root = new TreeNode("root");
root.add("left").add("leaf");
root.add("right");
console.log(root);

const list: unknown[] = [];
list.push(list, 1, "two");
console.log(list);

const registry = new Map<string, unknown>();
registry.set("me", registry);
registry.set("other", { registry });
console.log(registry);

const loose: any = { items: [] as any[] };
loose.items.push(loose, { back: loose.items });
console.log(loose);

const a: any = { name: "a" };
const b: any = { name: "b", a };
a.b = b;
a.self = a;
console.log({ a, b });

const deep: any = { l1: { l2: { l3: { l4: { value: 1 } } } } };
deep.l1.l2.l3.l4.top = deep;
console.log(deep);
