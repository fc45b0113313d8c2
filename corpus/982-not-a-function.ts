// Calling a missing function value is a TypeError; nullable function
// values compared and called.
let handler: (() => string) | null = null;
try {
  console.log(handler!());
} catch (e) {
  console.log((e as Error).name, (e as Error).message);
}
handler = () => "handled";
console.log(handler());
let cb: ((n: number) => number) | null = null;
console.log(cb === null, cb !== null);
cb = (n) => n * 2;
if (cb !== null) console.log(cb(21));
const table: { [k: string]: (() => string) | undefined } = { a: () => "A" };
const fa = table["a"];
const fb = table["b"];
console.log(fa?.(), fb?.(), fb === undefined);
