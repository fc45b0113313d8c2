// Binary trees: allocation and deallocation of many small objects.
const benchStarted = performance.now();
class TreeNode {
  constructor(public left: TreeNode | null, public right: TreeNode | null) {}
  check(): number {
    return this.left === null || this.right === null ? 1 : 1 + this.left.check() + this.right.check();
  }
}
function bottomUp(depth: number): TreeNode {
  return depth > 0 ? new TreeNode(bottomUp(depth - 1), bottomUp(depth - 1)) : new TreeNode(null, null);
}
const maxDepth = 16;
const stretch = maxDepth + 1;
console.log(`stretch tree of depth ${stretch}\t check: ${bottomUp(stretch).check()}`);
const longLived = bottomUp(maxDepth);
for (let depth = 4; depth <= maxDepth; depth += 2) {
  const iterations = 1 << (maxDepth - depth + 4);
  let check = 0;
  for (let i = 0; i < iterations; i++) check += bottomUp(depth).check();
  console.log(`${iterations}\t trees of depth ${depth}\t check: ${check}`);
}
console.log(`long lived tree of depth ${maxDepth}\t check: ${longLived.check()}`);
console.error(`work-ms: ${(performance.now() - benchStarted).toFixed(1)}`);
