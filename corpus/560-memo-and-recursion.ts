// Memoized recursion with maps, and recursion over nested arrays.
const memo = new Map<number, number>();
function fib(n: number): number {
  if (n < 2) return n;
  const cached = memo.get(n);
  if (cached !== undefined) return cached;
  const value = fib(n - 1) + fib(n - 2);
  memo.set(n, value);
  return value;
}
console.log(fib(50), fib(78), memo.size);
function flattenDeep(value: (number | number[])[]): number[] {
  const out: number[] = [];
  for (const item of value) {
    if (typeof item === "number") out.push(item);
    else out.push(...item);
  }
  return out;
}
console.log(flattenDeep([1, [2, 3], 4, [], [5]]));
const paths = new Map<string, number>();
function countPaths(r: number, c: number): number {
  if (r === 0 || c === 0) return 1;
  const key = `${r},${c}`;
  const known = paths.get(key);
  if (known !== undefined) return known;
  const result = countPaths(r - 1, c) + countPaths(r, c - 1);
  paths.set(key, result);
  return result;
}
console.log(countPaths(10, 10), countPaths(16, 16));
