// What scriptc still refuses among the type-level constructs tsc accepts:
// each is reported with an SC3 code, never as a type error.
function count(items: readonly (number | string)[]): number {
  return items.length;
}
const numbers: number[] = [1, 2];
console.log(count(numbers));
function outer(): number | undefined {
  function firstOf<T>(items: T[]): T | undefined {
    return items[0];
  }
  return firstOf([1, 2]);
}
console.log(outer());
function left(): string {
  function same<T>(x: T): T {
    return x;
  }
  return same("a");
}
function right(): number {
  function same<T>(x: T): T {
    return x;
  }
  return same(1);
}
console.log(left(), right());
