// Errors thrown deep in recursion unwind every frame; recursion depth
// after a caught overflow is unaffected.
function find(tree: number[], index: number, target: number, path: string): string {
  if (index >= tree.length) return "";
  if (tree[index] === target) throw new Error(`found ${target} via ${path || "root"}`);
  find(tree, 2 * index + 1, target, path + "L");
  find(tree, 2 * index + 2, target, path + "R");
  return "";
}
const tree = [8, 4, 12, 2, 6, 10, 14, 1, 3, 5, 7];
for (const target of [8, 6, 7, 99]) {
  try {
    find(tree, 0, target, "");
    console.log(`${target} not found`);
  } catch (e) {
    console.log((e as Error).message);
  }
}

function countDown(n: number): number {
  if (n === 0) return 0;
  return 1 + countDown(n - 1);
}
function forever(n: number): number {
  return forever(n + 1) + 1;
}
try {
  forever(0);
} catch (e) {
  console.log(e instanceof RangeError ? "overflow caught" : "something else");
}
console.log(countDown(5000));
try {
  forever(0);
} catch (e) {
  console.log("again:", (e as Error).message);
}
console.log(countDown(9000));
