// Throwing and catching Error objects, strings, numbers and arrays.
function divide(a: number, b: number): number {
  if (b === 0) throw new Error("division by zero");
  return a / b;
}

try {
  console.log(divide(10, 2));
  console.log(divide(1, 0));
  console.log("never printed");
} catch (e) {
  if (e instanceof Error) {
    console.log("caught:", e.message);
    console.log("name:", e.name);
    console.log("string:", String(e));
  }
}

const thrown: string[] = [];
for (const kind of ["string", "number", "array", "error", "boolean"]) {
  try {
    if (kind === "string") throw "a string";
    if (kind === "number") throw 42;
    if (kind === "array") throw [1, 2, 3];
    if (kind === "boolean") throw false;
    throw new TypeError("a type error");
  } catch (e) {
    thrown.push(typeof e);
    // Node prints an Error object with its stack: print its text instead.
    console.log(kind, "->", e instanceof Error ? String(e) : e);
  }
}
console.log(thrown.join(","));

try {
  throw new RangeError("out of range");
} catch {
  console.log("caught without a binding");
}

function safeParse(text: string): number {
  try {
    const n = Number(text);
    if (Number.isNaN(n)) throw new SyntaxError(`not a number: ${text}`);
    return n;
  } catch (e) {
    console.log(e instanceof SyntaxError ? e.message : "other");
    return -1;
  }
}
console.log(safeParse("12.5"), safeParse("abc"));
