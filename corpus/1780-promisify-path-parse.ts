// util.promisify (callback functions, setTimeout) and path.parse/format.
import { promisify } from "util";
function legacy(name: string, cb: (err: Error | null, result?: string) => void): void {
  setTimeout(() => (name ? cb(null, `hello ${name}`) : cb(new Error("no name"))), 1);
}
function add(a: number, b: number, cb: (err: null, sum: number) => void): void { cb(null, a + b); }
const legacyP = promisify(legacy);
const addP = promisify(add);
const sleep = promisify(setTimeout);
async function main(): Promise<void> {
  console.log(await legacyP("ann"));
  try { await legacyP(""); } catch (e) { console.log("rejected", (e as Error).message); }
  console.log(await addP(2, 3));
  const t0 = Date.now();
  await sleep(20);
  console.log(Date.now() - t0 >= 15);
  console.log(await sleep(1, "value"));
}
main();

import * as path from "path";
for (const p of ["", "/", "//", "a", "/a", "a/", "/a/b.txt", "./x.y.z", ".bashrc", "/x/.bashrc", "a/b/", "..", "/tmp/a/b..txt", "x.", "/a//b//"]) console.log(JSON.stringify(p), path.parse(p), path.format(path.parse(p)));
console.log(path.format({ dir: "/x", name: "f", ext: "txt" }), path.format({ root: "/", base: "b" }), path.format({ name: "n", ext: ".e" }), path.format({}));
