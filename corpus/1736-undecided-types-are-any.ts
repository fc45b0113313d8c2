// Types scriptc cannot compute are any (tsc has checked every use):
// conditional types testing literal types, over unions of object types or
// template patterns, mapped types renaming keys with as, and the
// parameters of functions with optional ones.
type Kind<T> = T extends { kind: "a" } ? number : string;
type R = Kind<{ kind: "a"; x: number } | { kind: "b"; y: string }>;
const r: R = 5;
const r2: R = "s";
console.log(r, r2, typeof r, typeof r2);
type IsA<T> = T extends "a" ? true : false;
function pick<T extends string>(v: T): IsA<T> { return (v === "a") as IsA<T>; }
const yes = pick("a");
const no = pick("b");
console.log(yes, no);
type Flag<T> = T extends `on${string}` ? 1 : 0;
const f: Flag<"onClick" | "off"> = 1;
console.log(f + 1);
type Val<T> = T extends { value: "x" } ? { hit: number } : { miss: string };
const v: Val<{ value: "x" } | { value: "y" }> = { hit: 3 };
console.log(v);
type Same2<A, B> = A extends B ? number : string;
const decided: Same2<"a", "b"> = "no";
type Renamed<T> = { [K in keyof T as `get${string & K}`]: T[K] };
const renamed: Renamed<{ a: number; b: string }> = { geta: 1, getb: "x" };
function optionalTail(a: number, b?: string): string {
  return a + (b ?? "");
}
const packed: Parameters<typeof optionalTail> = [1];
const packed2: Parameters<typeof optionalTail> = [2, "z"];
console.log(decided, renamed, packed, renamed.geta + 1, renamed.getb.toUpperCase());
console.log(optionalTail(...packed), optionalTail(...packed2), packed2.length);
function mixed(a: number, ...rest: string[]): number { return a + rest.length; }
const args: Parameters<typeof mixed> = [1, "a", "b"];
console.log(mixed(args[0] as number), args);
function none(): number { return 7; }
const empty: Parameters<typeof none> = [];
console.log(empty, none());
