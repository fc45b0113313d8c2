// User subclasses of Error with extra fields, and instanceof across them.
class AppError extends Error {
  constructor(message: string, public readonly code: number) {
    super(message);
    this.name = "AppError";
  }
}

class NotFound extends AppError {
  constructor(public readonly what: string) {
    super(`${what} not found`, 404);
    this.name = "NotFound";
  }
}

class Plain extends Error {}

function find(items: Map<string, number>, key: string): number {
  const value = items.get(key);
  if (value === undefined) throw new NotFound(key);
  return value;
}

const items = new Map<string, number>([["a", 1], ["b", 2]]);
for (const key of ["a", "z", "b"]) {
  try {
    console.log(key, find(items, key));
  } catch (e) {
    if (e instanceof NotFound) {
      console.log("not found:", e.what, e.code, e.message, e.name);
    }
    if (e instanceof AppError) console.log("is an AppError");
    if (e instanceof Error) console.log("is an Error:", String(e));
  }
}

try {
  throw new Plain("plain message");
} catch (e) {
  if (e instanceof Plain) console.log(e.name, e.message, `${e}`);
}

const error = new AppError("built, not thrown", 1);
console.log(error.message, error.code, error.toString());
const empty = new Error();
console.log(JSON.stringify(empty.message), String(empty));
