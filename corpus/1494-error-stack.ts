// An error's `stack`: a string starting with its text (Node's frames name
// files and lines a compiled program has not), assignable.
const plain = new Error("stack test");
console.log(typeof plain.stack, plain.stack!.includes("stack test"), plain.stack!.split("\n")[0]);
try {
  throw new TypeError("bad input");
} catch (error) {
  console.log((error as Error).stack!.startsWith("TypeError: bad input"));
}
plain.stack = "replaced";
console.log(plain.stack);
