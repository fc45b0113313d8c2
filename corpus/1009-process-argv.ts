// @args: build --out=dist -v input.txt
// process.argv: the arguments after the executable and script.
const args = process.argv.slice(2);
console.log(args.length, args);
const flags = new Map<string, string>();
const positional: string[] = [];
for (const arg of args) {
  if (arg.startsWith("--")) {
    const [key, value] = arg.slice(2).split("=");
    flags.set(key, value ?? "true");
  } else if (arg.startsWith("-")) {
    flags.set(arg.slice(1), "true");
  } else {
    positional.push(arg);
  }
}
console.log(flags, positional);
console.log(process.argv.length >= 2, typeof process.argv[0]);
