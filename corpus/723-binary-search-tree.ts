// A binary search tree of class nodes with nullable children.
// Recursion over trees of class nodes with optional children.
class TreeNode {
  left: TreeNode | null = null;
  right: TreeNode | null = null;
  constructor(public value: number) {}
}
class BST {
  root: TreeNode | null = null;
  size = 0;
  insert(value: number): void {
    const node = new TreeNode(value);
    this.size++;
    if (this.root === null) { this.root = node; return; }
    let current = this.root;
    while (true) {
      if (value < current.value) {
        if (current.left === null) { current.left = node; return; }
        current = current.left;
      } else {
        if (current.right === null) { current.right = node; return; }
        current = current.right;
      }
    }
  }
  has(value: number): boolean {
    let current = this.root;
    while (current !== null) {
      if (value === current.value) return true;
      current = value < current.value ? current.left : current.right;
    }
    return false;
  }
  inOrder(node: TreeNode | null = this.root, out: number[] = []): number[] {
    if (node) {
      this.inOrder(node.left, out);
      out.push(node.value);
      this.inOrder(node.right, out);
    }
    return out;
  }
  height(node: TreeNode | null = this.root): number {
    return node === null ? 0 : 1 + Math.max(this.height(node.left), this.height(node.right));
  }
}
const tree = new BST();
for (const v of [50, 30, 70, 20, 40, 60, 80, 35]) tree.insert(v);
console.log(tree.inOrder(), tree.size, tree.height(), tree.has(35), tree.has(36));
console.log(tree.root?.left?.right?.left?.value, tree.root?.right?.right?.right?.value ?? "none");
