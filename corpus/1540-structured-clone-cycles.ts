// structuredClone keeps cycles: a copy's parent pointers and self
// references point into the copy.
interface TreeNode {
  name: string;
  children: TreeNode[];
  parent?: TreeNode;
}
const root: TreeNode = { name: "root", children: [] };
for (const name of ["left", "right"]) {
  root.children.push({ name, children: [], parent: root });
}
const copy = structuredClone(root);
console.log(copy.children.map((child) => child.parent === copy), copy.children[1].name, copy === root);
copy.children[0].name = "changed";
console.log(root.children[0].name, copy.children[0].parent?.children[0].name);
const cyclic: any = { n: 1, list: [] };
cyclic.self = cyclic;
cyclic.list.push(cyclic);
const cyc = structuredClone(cyclic);
console.log(cyc.self === cyc, cyc.list[0] === cyc, cyc.self !== cyclic, cyc.n);
