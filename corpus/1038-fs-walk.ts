import * as fs from "fs";
import * as path from "path";
// A directory tree: built with mkdirSync and writeFileSync, walked with
// readdirSync and statSync, summarized with relative paths.
const root = "walk-root";
const files: [string, string][] = [
  ["src/main.ts", "console.log(1);\n"],
  ["src/lib/util.ts", "export const x = 1;\n"],
  ["src/lib/deep/more.ts", "//\n"],
  ["docs/readme.md", "# Title\n\nText.\n"],
  ["package.json", "{}\n"],
  [".hidden", "secret"],
];
for (const [name, text] of files) {
  const full = path.join(root, name);
  fs.mkdirSync(path.dirname(full), { recursive: true });
  fs.writeFileSync(full, text);
}
interface Found {
  path: string;
  size: number;
}
function walk(directory: string, out: Found[]): number {
  let dirs = 0;
  for (const entry of fs.readdirSync(directory)) {
    const full = path.join(directory, entry);
    const info = fs.statSync(full);
    if (info.isDirectory()) {
      dirs += 1 + walk(full, out);
    } else {
      out.push({ path: path.relative(root, full), size: info.size });
    }
  }
  return dirs;
}
const found: Found[] = [];
const directories = walk(root, found);
console.log(directories, "directories");
for (const file of found) console.log(file.path.padEnd(24), file.size, path.extname(file.path) || "(none)");
const byExtension = new Map<string, number>();
for (const file of found) {
  const ext = path.extname(file.path);
  byExtension.set(ext, (byExtension.get(ext) ?? 0) + file.size);
}
console.log(byExtension);
fs.rmSync(root, { recursive: true, force: true });
console.log(fs.existsSync(root));
