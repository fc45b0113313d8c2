// process.version and process.versions name the Node release scriptc
// follows (the release is not printed: it differs between Node versions).
const version = process.version;
console.log(version.startsWith("v"), version.slice(1) === process.versions.node);
const [major, minor, patch] = process.versions.node.split(".").map(Number);
console.log(Number.isInteger(major) && major >= 18, minor >= 0, patch >= 0);
console.log(typeof process.versions.v8, process.versions.modules.length > 0);
console.log(process.versions.uv.split(".").length, /^\d+$/.test(process.versions.modules));
