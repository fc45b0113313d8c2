import * as path from "path";
// path.join and path.normalize, POSIX rules.
const joins: string[][] = [
  ["a", "b", "c"],
  ["/a", "b/", "/c/"],
  ["a", "", "b"],
  ["", ""],
  ["a/b", "../c"],
  ["a", "../../b"],
  ["/", "..", "x"],
  ["./a", "./b/./c"],
  ["a//b", "c///d"],
  ["/a/b/c", "..", "..", "..", ".."],
  ["..", "a"],
  ["a", "b", "."],
  ["a", "b", "./"],
];
for (const parts of joins) console.log(JSON.stringify(parts), "->", JSON.stringify(path.join(...parts)));
console.log(JSON.stringify(path.join()));
const normals = ["", ".", "./", "/", "//", "a/..", "a/../..", "/a/../..", "a/./b/../../c/", "../a/b/../../..", "///a//b//", "a/b/c/../../../x/y"];
for (const p of normals) console.log(JSON.stringify(p), "->", JSON.stringify(path.normalize(p)));
console.log(path.isAbsolute("/x"), path.isAbsolute("x/y"), path.isAbsolute(""), path.sep, path.delimiter);
