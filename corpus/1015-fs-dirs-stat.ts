import { mkdirSync, writeFileSync, readdirSync, statSync, existsSync, unlinkSync, rmSync } from "fs";
import { join } from "path";
// Directory listings come sorted; stat tells files from directories.
const root = "listing";
mkdirSync(join(root, "zeta"), { recursive: true });
mkdirSync(join(root, "Alpha"));
for (const name of ["b.txt", "a.md", "C.json", "_x", "10.txt", "9.txt"]) {
  writeFileSync(join(root, name), name.repeat(3));
}
const entries = readdirSync(root);
console.log(entries);
for (const entry of entries) {
  const info = statSync(join(root, entry));
  console.log(entry, info.isFile(), info.isDirectory(), info.isFile() ? info.size : "-");
}
console.log(existsSync(join(root, "a.md")), existsSync(join(root, "missing")));
unlinkSync(join(root, "a.md"));
console.log(existsSync(join(root, "a.md")), readdirSync(root).length);
console.log(readdirSync(join(root, "zeta")));
rmSync(root, { recursive: true, force: true });
console.log(existsSync(root));
