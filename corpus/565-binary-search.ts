// Binary search variants over sorted arrays.
function lowerBound(xs: number[], target: number): number {
  let lo = 0;
  let hi = xs.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (xs[mid] < target) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
function search(xs: number[], target: number): number {
  const i = lowerBound(xs, target);
  return i < xs.length && xs[i] === target ? i : -1;
}
const sorted = [1, 3, 3, 5, 8, 13, 21, 34];
console.log([0, 1, 3, 4, 34, 35].map((t) => [t, search(sorted, t), lowerBound(sorted, t)]));
function insertSorted(xs: number[], value: number): void {
  xs.splice(lowerBound(xs, value), 0, value);
}
const list: number[] = [];
for (const v of [5, 1, 4, 1, 5, 9, 2, 6]) insertSorted(list, v);
console.log(list);
const words = ["apple", "banana", "cherry", "date"];
function findWord(target: string): number {
  let lo = 0;
  let hi = words.length - 1;
  while (lo <= hi) {
    const mid = Math.floor((lo + hi) / 2);
    if (words[mid] === target) return mid;
    if (words[mid] < target) lo = mid + 1;
    else hi = mid - 1;
  }
  return -(lo + 1);
}
console.log(findWord("cherry"), findWord("blueberry"), findWord("zebra"));
