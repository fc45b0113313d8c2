type Row = [string, ...string[]];
const r: Row = ["xs", "a", "b"];
const [label, ...rest] = r;
console.log(label, rest, r.length, r[2], r.join("+"));
type Nums = [first: number, ...more: number[]];
function total(...args: Nums): number {
  const [first, ...more] = args;
  return first * 100 + more.reduce((x, y) => x + y, 0);
}
console.log(total(1), total(2, 3, 4));
const pairs: [number, ...number[]][] = [[1], [2, 3]];
console.log(pairs.map((p) => p.length), pairs);
