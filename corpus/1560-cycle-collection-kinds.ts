// Reference cycles of every kind become garbage while other cycles stay
// alive: the garbage is reclaimed (the corpus runs every program under the
// RC audit, which must end at zero live objects) and what is alive is
// untouched. Enough iterations for the collector to run many times.

class TreeNode {
  parent: TreeNode | null = null;
  children: TreeNode[] = [];
  constructor(public label: string) {}
  add(child: TreeNode): TreeNode {
    child.parent = this;
    this.children.push(child);
    return child;
  }
  path(): string {
    return this.parent === null ? this.label : this.parent.path() + "/" + this.label;
  }
}

class Link {
  prev: Link | null = null;
  next: Link | null = null;
  constructor(public value: number) {}
}

class DoublyLinkedList {
  head: Link | null = null;
  tail: Link | null = null;
  size = 0;
  push(value: number): void {
    const link = new Link(value);
    if (this.tail === null) {
      this.head = link;
    } else {
      this.tail.next = link;
      link.prev = this.tail;
    }
    this.tail = link;
    this.size++;
  }
  sum(): number {
    let total = 0;
    for (let link = this.head; link !== null; link = link.next) total += link.value;
    return total;
  }
}

class Button {
  presses = 0;
  onPress: () => number;
  constructor(public name: string) {
    this.onPress = () => ++this.presses;
  }
}

interface Vertex {
  id: string;
  out: Vertex[];
}

function buildTree(depth: number, label: string): TreeNode {
  const node = new TreeNode(label);
  if (depth > 0) {
    node.add(buildTree(depth - 1, label + "l"));
    node.add(buildTree(depth - 1, label + "r"));
  }
  return node;
}

function ring(size: number): Map<string, Vertex> {
  const vertices = new Map<string, Vertex>();
  for (let i = 0; i < size; i++) vertices.set("v" + i, { id: "v" + i, out: [] });
  for (let i = 0; i < size; i++) {
    vertices.get("v" + i)!.out.push(vertices.get("v" + ((i + 1) % size))!);
  }
  return vertices;
}

function counterPair(): () => number {
  // Two closures that capture each other through boxed variables.
  let even: (n: number) => boolean = () => true;
  let odd: (n: number) => boolean = () => false;
  even = (n) => (n === 0 ? true : odd(n - 1));
  odd = (n) => (n === 0 ? false : even(n - 1));
  return () => (even(10) ? 1 : 0) + (odd(7) ? 1 : 0);
}

// Kept alive across the churn: the same shapes, still reachable.
const keptTree = buildTree(3, "root");
const keptList = new DoublyLinkedList();
for (let i = 1; i <= 5; i++) keptList.push(i);
const keptButton = new Button("kept");
const keptGraph = ring(5);
const keptSelf: any = { name: "self" };
keptSelf.me = keptSelf;

let checksum = 0;
for (let i = 0; i < 4000; i++) {
  const tree = buildTree(2, "t" + i);
  checksum += tree.children[1].children[0].path().length;
  const list = new DoublyLinkedList();
  list.push(i);
  list.push(1);
  checksum += list.sum() + (list.tail!.prev!.value === i ? 1 : 0);
  const button = new Button("b");
  button.onPress();
  checksum += button.onPress();
  const graph = ring(3);
  checksum += graph.get("v2")!.out[0].id.length;
  checksum += counterPair()();
  // A cycle through `any`, an array holding itself, a set and a map
  // holding their owner, a record, a tuple.
  const loose: any = { index: i };
  loose.again = loose;
  loose.list = [loose];
  checksum += loose.again.again.index === i ? 1 : 0;
  const nested: unknown[] = [];
  nested.push(nested);
  const owner = { items: new Set<object>(), byName: new Map<string, object>() };
  owner.items.add(owner);
  owner.byName.set("owner", owner);
  checksum += owner.items.size + owner.byName.size;
  const registry: Record<string, { registry: unknown }> = {};
  registry["a"] = { registry };
  const pair: [string, unknown[]] = ["pair", []];
  pair[1].push(pair);
  checksum += Object.keys(registry).length + pair[1].length;
}
console.log("checksum", checksum);

console.log(keptTree.children[0].children[1].children[0].path());
console.log(keptList.sum(), keptList.head!.next!.prev!.value, keptList.tail!.prev!.value);
console.log(keptButton.onPress(), keptButton.onPress(), keptButton.presses);
let walk = keptGraph.get("v0")!;
const seen: string[] = [];
for (let step = 0; step < 7; step++) {
  seen.push(walk.id);
  walk = walk.out[0];
}
console.log(seen.join(" "));
console.log(keptSelf.me.me.name, keptSelf.me === keptSelf);
