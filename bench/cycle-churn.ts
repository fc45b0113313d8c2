// Cycle churn: each iteration builds and drops a small tree with parent
// pointers, a two-node doubly linked list, a widget whose handler captures
// it and a small graph held in a map. Every one is a reference cycle, so
// reference counting alone would keep them all; the cycle collector
// reclaims them and memory stays bounded.
const benchStarted = performance.now();
class TreeNode {
  parent: TreeNode | null = null;
  children: TreeNode[] = [];
  constructor(public value: number) {}
  add(child: TreeNode): void {
    child.parent = this;
    this.children.push(child);
  }
}

class ListNode {
  prev: ListNode | null = null;
  next: ListNode | null = null;
  constructor(public value: number) {}
}

class Widget {
  clicks = 0;
  handler: () => void;
  constructor(public name: string) {
    this.handler = () => {
      this.clicks++;
    };
  }
}

interface GraphNode {
  id: number;
  edges: GraphNode[];
}

function tree(depth: number, value: number): TreeNode {
  const root = new TreeNode(value);
  if (depth > 0) {
    root.add(tree(depth - 1, value * 2));
    root.add(tree(depth - 1, value * 2 + 1));
  }
  return root;
}

function list(): number {
  const a = new ListNode(1);
  const b = new ListNode(2);
  a.next = b;
  b.prev = a;
  return a.value + (a.next ? a.next.value : 0);
}

function widget(i: number): number {
  const w = new Widget("w" + (i % 10));
  w.handler();
  w.handler();
  return w.clicks;
}

function graph(i: number): number {
  const nodes = new Map<number, GraphNode>();
  for (let k = 0; k < 4; k++) {
    nodes.set(k, { id: k + i, edges: [] });
  }
  for (let k = 0; k < 4; k++) {
    const from = nodes.get(k)!;
    from.edges.push(nodes.get((k + 1) % 4)!);
    from.edges.push(nodes.get((k + 2) % 4)!);
  }
  let sum = 0;
  for (const node of nodes.values()) sum += node.edges.length;
  return sum;
}

// The iteration count may be given (for measuring that memory stays
// bounded as the run grows: 3000000 is ten times the default).
const iterations = Number(process.argv[2] ?? "300000");
let total = 0;
for (let i = 0; i < iterations; i++) {
  total += tree(2, i).children.length;
  total += list();
  total += widget(i);
  total += graph(i);
}
console.log(total);
console.error(`work-ms: ${(performance.now() - benchStarted).toFixed(1)}`);
