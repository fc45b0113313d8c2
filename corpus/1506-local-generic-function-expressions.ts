// Generic arrows and function expressions inside functions, whose result
// type is written without their type parameters: each type parameter is
// its constraint (or unknown).
function report(items: string[]) {

  const describe = function <K extends string>(key: K, n: number): string { return key.repeat(n); };
  const anyToText = <T,>(value: T): string => String(value);
  console.log(describe("ab", 2), anyToText(3), anyToText(items), anyToText(null));
  const pick = <T extends object>(o: T, flag: boolean): boolean => flag && o !== null;
  console.log(pick({ a: 1 }, true), [1, 2].map(<N extends number>(n: N): number => n * 2));
}
report(["x", "y"]);
const outer = <T extends string>(s: T): string => {
  const inner = <U extends string>(u: U): string => u[0] + s;
  return inner("Q") + inner(s);
};
console.log(outer("abc"));
