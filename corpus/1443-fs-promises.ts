import { readFile, writeFile, appendFile, readdir, mkdir, rm, stat, unlink } from "fs/promises";
import * as fsp from "node:fs/promises";
import { promises as fsq, existsSync } from "fs";
import * as fs from "fs";
import { join } from "path";
// fs/promises in its three spellings: the operations settle in a later
// turn, after the ticks and microtasks queued beside them.
async function main(): Promise<void> {
  const root = "promised";
  await mkdir(join(root, "inner"), { recursive: true });
  await writeFile(join(root, "notes.txt"), "alpha\nbeta\n");
  await appendFile(join(root, "notes.txt"), "gamma\n", "utf8");
  const text = await readFile(join(root, "notes.txt"), "utf8");
  console.log(text.split("\n").length, JSON.stringify(text));
  const info = await fsp.stat(join(root, "notes.txt"));
  console.log(info.size, info.isFile(), info.isDirectory());
  console.log(await readdir(root));
  const again = await fsq.readFile(join(root, "notes.txt"), { encoding: "utf8" });
  const third = await fs.promises.readFile(join(root, "notes.txt"), "utf-8");
  console.log(again === text, third.length);
  await unlink(join(root, "notes.txt"));
  try {
    await readFile(join(root, "notes.txt"), "utf8");
  } catch (e) {
    const error = e as NodeJS.ErrnoException;
    console.log("caught:", error.code, error.syscall, error.message);
  }
  const failed = await readdir(join(root, "missing")).then(
    (names) => names.length,
    (e: unknown) => (e instanceof Error ? e.message : "?"),
  );
  console.log(failed);
  const order: string[] = [];
  const pending = writeFile(join(root, "order.txt"), "x").then(() => order.push("written"));
  Promise.resolve().then(() => order.push("microtask"));
  process.nextTick(() => order.push("tick"));
  order.push("sync");
  await pending;
  console.log(order.join(" "));
  const sizes = await Promise.all(["a", "bb", "ccc"].map(async (name) => {
    await writeFile(join(root, "inner", name), name.repeat(4));
    return (await stat(join(root, "inner", name))).size;
  }));
  console.log(sizes, (await readdir(join(root, "inner"))).join(","));
  await rm(root, { recursive: true, force: true });
  console.log(existsSync(root));
}
main().catch((e: unknown) => console.error("failed", e));
