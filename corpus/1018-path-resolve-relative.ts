import path from "node:path";
// path.resolve and path.relative with absolute paths, and relative to the
// working directory (printed relative to it, so the output is the same
// wherever the program runs).
console.log(path.resolve("/a/b", "c", "../d"));
console.log(path.resolve("/a", "/b", "c"));
console.log(path.resolve("/", "..", "x/"));
console.log(path.resolve("/a/b/", ""));
const cwd = process.cwd();
console.log(path.relative(cwd, path.resolve("docs", "guide.md")));
console.log(path.resolve() === cwd, path.resolve(".") === cwd, path.isAbsolute(path.resolve("x")));
const pairs: [string, string][] = [
  ["/a/b/c", "/a/d"],
  ["/a/b", "/a/b/c/d"],
  ["/a/b/c", "/a/b"],
  ["/a/b", "/a/b"],
  ["/", "/x/y"],
  ["/x/y", "/"],
  ["/foo/bar", "/foo/barbaz"],
  ["/data/orandea/test/aaa", "/data/orandea/impl/bbb"],
];
for (const [from, to] of pairs) console.log(`${from} -> ${to}:`, JSON.stringify(path.relative(from, to)));
