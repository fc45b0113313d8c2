import { basename, dirname, extname } from "path";
// dirname, basename (with and without a suffix) and extname edge cases.
const paths = ["/a/b/c.txt", "/a/b/", "a", "/", "", ".", "..", "a/b.tar.gz", ".bashrc", "dir/.hidden.cfg", "file.", "/x//y//", "//abc", "a..b", "..."];
for (const p of paths) {
  console.log(JSON.stringify(p), JSON.stringify(dirname(p)), JSON.stringify(basename(p)), JSON.stringify(extname(p)));
}
console.log(basename("/a/b/report.json", ".json"), basename("x.json", "x.json"), basename("aaa/bbb.js", "b.js"), basename("/a/b.js/", ".js"));
