// Errors with a cause, wrapped and unwrapped.
function load(path: string): string {
  try {
    throw new Error(`cannot open ${path}`);
  } catch (e) {
    throw new Error(`loading config failed`, { cause: e });
  }
}
try {
  load("app.json");
} catch (e) {
  if (e instanceof Error) {
    console.log(e.message);
    const cause = e.cause;
    if (cause instanceof Error) console.log("because:", cause.message);
  }
}
const plain = new RangeError("r", { cause: 42 });
console.log(plain.cause, new Error("x").cause);
