import * as fs from "node:fs";
// fs errors carry Node's message, code, errno and syscall.
function attempt(label: string, action: () => void): void {
  try {
    action();
    console.log(label, "succeeded");
  } catch (e) {
    const error = e as NodeJS.ErrnoException;
    console.log(label, "|", error.message, "|", error.code, error.errno, error.syscall);
  }
}
attempt("read missing", () => fs.readFileSync("does-not-exist.txt", "utf8"));
fs.mkdirSync("errors-dir");
attempt("mkdir twice", () => fs.mkdirSync("errors-dir"));
attempt("read a directory", () => fs.readFileSync("errors-dir", "utf8"));
fs.writeFileSync("errors-dir/file.txt", "x");
attempt("readdir of a file", () => fs.readdirSync("errors-dir/file.txt"));
attempt("stat missing", () => fs.statSync("errors-dir/nope"));
attempt("unlink missing", () => fs.unlinkSync("errors-dir/nope"));
attempt("write into missing dir", () => fs.writeFileSync("no-such-dir/x.txt", "x"));
attempt("mkdir without parents", () => fs.mkdirSync("a/b/c"));
attempt("rm missing", () => fs.rmSync("errors-dir/nope"));
attempt("rm missing with force", () => fs.rmSync("errors-dir/nope", { force: true }));
fs.rmSync("errors-dir", { recursive: true, force: true });
try {
  fs.readFileSync("still-missing.json", "utf8");
} catch (e) {
  if (e instanceof Error) console.log(e.name, e.message);
}
