// indexOf, lastIndexOf, includes, startsWith, endsWith with positions.
const path = "/usr/local/lib/node_modules/typescript/lib/tsc.js";
console.log(path.indexOf("/"), path.indexOf("lib"), path.indexOf("lib", 12), path.indexOf("zzz"));
console.log(path.lastIndexOf("/"), path.lastIndexOf("lib"), path.lastIndexOf("lib", 30), path.lastIndexOf("/", 0));
console.log(path.indexOf(""), path.indexOf("", 5), path.indexOf("", 999), path.lastIndexOf(""));
console.log(path.includes("node_modules"), path.includes("deno"), path.includes("usr", 1));
console.log(path.startsWith("/usr"), path.startsWith("usr", 1), path.endsWith(".js"), path.endsWith("lib", 14));
function count(haystack: string, needle: string): number {
  let n = 0;
  let at = haystack.indexOf(needle);
  while (at !== -1) {
    n++;
    at = haystack.indexOf(needle, at + needle.length);
  }
  return n;
}
console.log(count(path, "lib"), count("aaaa", "aa"), count("banana", "a"));
const file = path.slice(path.lastIndexOf("/") + 1);
const extension = file.slice(file.lastIndexOf(".") + 1);
console.log(file, extension);
