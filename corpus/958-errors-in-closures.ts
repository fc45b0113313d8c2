// Errors thrown from closures, recursion and function values.
type Op = (a: number, b: number) => number;

const ops: Map<string, Op> = new Map();
ops.set("+", (a, b) => a + b);
ops.set("/", (a, b) => {
  if (b === 0) throw new Error("divide by zero");
  return a / b;
});

function apply(op: string, a: number, b: number): number {
  const f = ops.get(op);
  if (f === undefined) throw new Error(`unknown operator ${op}`);
  return f(a, b);
}

for (const [op, a, b] of [["+", 1, 2], ["/", 6, 3], ["/", 1, 0], ["*", 2, 2]] as [string, number, number][]) {
  try {
    console.log(`${a} ${op} ${b} = ${apply(op, a, b)}`);
  } catch (e) {
    console.log(`${a} ${op} ${b}: ${(e as Error).message}`);
  }
}

function factorial(n: number): number {
  if (n < 0) throw new RangeError("negative factorial");
  if (n === 0) return 1;
  return n * factorial(n - 1);
}
console.log(factorial(5));
try {
  factorial(-3);
} catch (e) {
  console.log(String(e));
}

function makeCounter(limit: number): () => number {
  let count = 0;
  return () => {
    count++;
    if (count > limit) throw new Error(`limit ${limit} exceeded`);
    return count;
  };
}
const next = makeCounter(2);
try {
  console.log(next(), next(), next());
} catch (e) {
  console.log((e as Error).message);
}

function search(tree: number[], target: number, index: number): number {
  if (index >= tree.length) return -1;
  if (tree[index] === target) throw new Error(`found at ${index}`);
  search(tree, target, 2 * index + 1);
  search(tree, target, 2 * index + 2);
  return -1;
}
try {
  search([5, 3, 8, 1, 4, 7, 9], 7, 0);
} catch (e) {
  console.log((e as Error).message);
}
