// An async function returning 'new Promise(...)': the promise's type comes from
// the function's result type, as tsc infers it; handlers named by variables
// keep their own result types (`.then(load)`).
function d1(ms: number): Promise<void> { return new Promise((resolve) => setTimeout(resolve, ms)); }
async function d2(ms: number): Promise<string> { return new Promise((resolve) => setTimeout(() => resolve("x"), ms)); }
async function d3(): Promise<number> { const p = new Promise<number>((r) => r(1)); return p; }
const d4 = async (v: number): Promise<number> => new Promise((r) => r(v * 2));
async function delay(ms: number, v: string): Promise<string> {
  return new Promise((resolve) => setTimeout(() => resolve(v), ms));
}
const later = async (): Promise<string[]> => new Promise((resolve) => resolve(["p", "q"]));
function id<T>(x: T): T { return x; }
function twice(n: number): number { return n * 2; }
async function load(): Promise<string[]> { return ["a"]; }
const show = (s: string): void => console.log("show", s);
async function main(): Promise<void> {
  await d1(1);
  console.log(await d2(1));
  console.log(await d4(await d3()));
  console.log(await delay(2, "delayed"));
  console.log((await later()).join("+"));
  await Promise.resolve(4).then(twice).then(id).then((n) => console.log(n));
  await Promise.resolve().then(load).then((xs) => console.log(xs.length));
  await Promise.resolve("z").then(show);
  await Promise.resolve("q").then(String).then((s) => console.log(s.length));
  await Promise.reject(new Error("e")).catch((e: Error) => console.log("caught", e.message));
  await d1(1).then(() => d2(1)).then((s) => console.log(s)).then(() => d3()).then(d4).then((n) => console.log(n));
}
main();
