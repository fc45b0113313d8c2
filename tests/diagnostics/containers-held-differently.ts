// A container of typed values where one of `any` values is wanted, when
// the same object must be both: refused (tsc accepts each), as the
// elements are held differently.
class Box<T> {
  constructor(public value: T) {}
}
const counts = new Map<string, number>([["a", 1]]);
const anyCounts: Map<string, any> = counts;
const ids = new Set<number>([1]);
const anyIds: Set<any> = ids;
const box = new Box(5);
const anyBox: Box<any> = box;
const numbers: number[] = [1];
const anyNumbers: any[] = numbers;
console.log(anyCounts.size, anyIds.size, anyBox.value, anyNumbers.length);
