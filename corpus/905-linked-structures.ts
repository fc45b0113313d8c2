// Recursive interface types: linked lists and trees built from object
// literals, walked recursively and iteratively.
interface ListNode {
  value: number;
  next: ListNode | null;
}
function fromArray(values: number[]): ListNode | null {
  let head: ListNode | null = null;
  for (let i = values.length - 1; i >= 0; i--) {
    head = { value: values[i], next: head };
  }
  return head;
}
function toArray(list: ListNode | null): number[] {
  const out: number[] = [];
  let node = list;
  while (node !== null) {
    out.push(node.value);
    node = node.next;
  }
  return out;
}
function reverse(list: ListNode | null): ListNode | null {
  let previous: ListNode | null = null;
  let current = list;
  while (current !== null) {
    const next: ListNode | null = current.next;
    current.next = previous;
    previous = current;
    current = next;
  }
  return previous;
}
const list = fromArray([1, 2, 3, 4, 5]);
console.log(toArray(list));
const reversed = reverse(list);
console.log(toArray(reversed));
console.log(reversed);

interface Tree {
  label: string;
  children: Tree[];
}
function leaf(label: string): Tree {
  return { label, children: [] };
}
const tree: Tree = {
  label: "root",
  children: [
    { label: "a", children: [leaf("a1"), leaf("a2")] },
    leaf("b"),
    { label: "c", children: [{ label: "c1", children: [leaf("c1x")] }] },
  ],
};
function depth(node: Tree): number {
  return 1 + node.children.reduce((deepest, child) => Math.max(deepest, depth(child)), 0);
}
function render(node: Tree, indent: string): string {
  let text = indent + node.label + "\n";
  for (const child of node.children) text += render(child, indent + "  ");
  return text;
}
function count(node: Tree): number {
  let total = 1;
  node.children.forEach((child) => {
    total += count(child);
  });
  return total;
}
console.log(depth(tree), count(tree));
console.log(render(tree, "").trimEnd());
console.log(tree);
