// A string's length or method of the `undefined` string, and a property
// read from `x!` that is null, raise inside the function called, and the
// caller's `catch` sees the error (the call was not checked for one).
function len(s: string): number {
  return s.length;
}
function upper(s: string): string {
  return s.toUpperCase();
}
function firstOf(xs: (string | null)[]): number {
  return xs[0]!.length;
}
const xs: string[] = [];
try {
  console.log(len(xs[0]));
  console.log("after len");
} catch (e) {
  console.log("caught", (e as Error).message);
}
try {
  console.log(upper(xs[1]));
  console.log("after upper");
} catch (e) {
  console.log("caught", (e as Error).message);
}
try {
  console.log(firstOf([null]));
  console.log("after firstOf");
} catch (e) {
  console.log("caught", (e as Error).message);
}
