// Recursive walks written with closures over a tree of records.
interface TreeNode {
  name: string;
  size: number;
  children: TreeNode[];
}
const leaf = (name: string, size: number): TreeNode => ({ name, size, children: [] });
const root: TreeNode = {
  name: "/",
  size: 0,
  children: [
    { name: "src", size: 0, children: [leaf("main.ts", 120), leaf("util.ts", 40)] },
    { name: "docs", size: 0, children: [leaf("guide.md", 300)] },
    leaf("README.md", 25),
  ],
};
function walk(node: TreeNode, visit: (node: TreeNode, depth: number) => void, depth = 0): void {
  visit(node, depth);
  for (const child of node.children) walk(child, visit, depth + 1);
}
const lines: string[] = [];
walk(root, (node, depth) => lines.push("  ".repeat(depth) + node.name));
console.log(lines.join("\n"));
let files = 0;
let bytes = 0;
walk(root, (node) => {
  if (node.children.length === 0) {
    files++;
    bytes += node.size;
  }
});
console.log(files, bytes);
const totalSize = (node: TreeNode): number =>
  node.size + node.children.reduce((sum, child) => sum + totalSize(child), 0);
console.log(root.children.map((child) => `${child.name}=${totalSize(child)}`).join(", "));
function find(node: TreeNode, predicate: (node: TreeNode) => boolean): string[] {
  const found: string[] = [];
  const search = (current: TreeNode, path: string): void => {
    const here = path + current.name;
    if (predicate(current)) found.push(here);
    current.children.forEach((child) => search(child, here === "/" ? "/" : here + "/"));
  };
  search(node, "");
  return found;
}
console.log(find(root, (node) => node.name.endsWith(".md")));
console.log(find(root, (node) => node.size > 100));
