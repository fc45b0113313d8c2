// Classic sorting algorithms with element swaps by destructuring.
function bubbleSort(input: number[]): number[] {
  const a = [...input];
  for (let i = 0; i < a.length; i++) {
    for (let j = 0; j < a.length - 1 - i; j++) {
      if (a[j] > a[j + 1]) [a[j], a[j + 1]] = [a[j + 1], a[j]];
    }
  }
  return a;
}
function quickSort(a: number[], lo = 0, hi = a.length - 1): number[] {
  if (lo < hi) {
    const pivot = a[hi];
    let i = lo;
    for (let j = lo; j < hi; j++) {
      if (a[j] < pivot) {
        [a[i], a[j]] = [a[j], a[i]];
        i++;
      }
    }
    [a[i], a[hi]] = [a[hi], a[i]];
    quickSort(a, lo, i - 1);
    quickSort(a, i + 1, hi);
  }
  return a;
}
function mergeSort(a: number[]): number[] {
  if (a.length <= 1) return a;
  const mid = a.length >> 1;
  const left = mergeSort(a.slice(0, mid));
  const right = mergeSort(a.slice(mid));
  const out: number[] = [];
  let i = 0;
  let j = 0;
  while (i < left.length && j < right.length) out.push(left[i] <= right[j] ? left[i++] : right[j++]);
  return out.concat(left.slice(i), right.slice(j));
}
function insertionSort(a: string[]): string[] {
  for (let i = 1; i < a.length; i++) {
    const current = a[i];
    let j = i - 1;
    while (j >= 0 && a[j] > current) {
      a[j + 1] = a[j];
      j--;
    }
    a[j + 1] = current;
  }
  return a;
}
const data = [5, 3, 9, 1, 5, 8, 2, 7, 0, -4, 3.5];
console.log(bubbleSort(data));
console.log(quickSort([...data]));
console.log(mergeSort(data));
console.log(insertionSort(["pear", "apple", "fig", "banana", "cherry"]));
console.log(data);
const strings = ["b", "a", "c"];
[strings[0], strings[2]] = [strings[2], strings[0]];
console.log(strings);
