// Generic array utilities: chunk, zip, range, unique, partition, counts.
const nums = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
const evens = nums.filter((n) => n % 2 === 0);
const squares = evens.map((n) => n ** 2);
const sum = squares.reduce((a, b) => a + b, 0);
console.log(evens, squares, sum);
const chunk = <T,>(xs: T[], size: number): T[][] => {
  const out: T[][] = [];
  for (let i = 0; i < xs.length; i += size) out.push(xs.slice(i, i + size));
  return out;
};
console.log(chunk(nums, 3), chunk(["a", "b", "c"], 2));
const zip = <A, B>(a: A[], b: B[]): [A, B][] => a.slice(0, Math.min(a.length, b.length)).map((x, i) => [x, b[i]]);
console.log(zip([1, 2, 3], ["one", "two"]));
const range = (start: number, end: number, step: number) => Array.from({ length: Math.ceil((end - start) / step) }, (_, i) => start + i * step);
console.log(range(0, 10, 3), range(5, 1, -1), range(0, 3, 1));
const unique = <T,>(xs: T[]) => [...new Set(xs)];
console.log(unique([3, 1, 3, 2, 1]), unique(["x", "y", "x"]));
const partition = <T,>(xs: T[], pred: (x: T) => boolean): [T[], T[]] => {
  const yes: T[] = [];
  const no: T[] = [];
  for (const x of xs) (pred(x) ? yes : no).push(x);
  return [yes, no];
};
const [small, big] = partition(nums, (n) => n < 4);
console.log(small, big);
const frequencies = nums.map((n) => n % 3).reduce((acc: Record<string, number>, r) => {
  acc[r] = (acc[r] ?? 0) + 1;
  return acc;
}, {} as Record<string, number>);
console.log(frequencies);
