// Error idioms: subclasses of Error with getters, instanceof chains,
// finally, errors as values, causes, a null JSON value where an object
// with methods is declared (parsed as an any, checked as it is stored).
class HttpError extends Error {
  constructor(public status: number, message: string) {
    super(message);
    this.name = "HttpError";
  }
  get isClient() { return this.status >= 400 && this.status < 500; }
}
class NotFound extends HttpError { constructor(what: string) { super(404, `${what} not found`); } }
function fetchUser(id: number): { id: number; name: string } {
  if (id < 0) throw new RangeError(`bad id ${id}`);
  if (id > 100) throw new NotFound(`user ${id}`);
  return { id, name: `user${id}` };
}
for (const id of [1, -5, 500]) {
  try {
    console.log(fetchUser(id));
  } catch (err) {
    if (err instanceof NotFound) console.log("404:", err.message, err.isClient, err.name, err instanceof HttpError, err instanceof Error);
    else if (err instanceof RangeError) console.log("range:", err.message);
    else throw err;
  } finally {
    console.log("done", id);
  }
}
function parseJson<T>(s: string): T | Error {
  try { return JSON.parse(s) as T; } catch (e) { return e instanceof Error ? e : new Error(String(e)); }
}
const r1 = parseJson<{ a: number }>('{"a": 1}');
const r2 = parseJson<{ a: number }>("{bad");
console.log(r1 instanceof Error ? "err" : r1.a, r2 instanceof Error ? r2.name : "ok");
const e = new Error("outer", { cause: new Error("inner") });
console.log(e.message, (e.cause as Error).message);
try { const o: { f(): void } | null = JSON.parse("null"); o!.f(); } catch (x) { console.log((x as TypeError).constructor.name, (x as Error).message); }
const results = [1, 2, 3].map((n) => { try { if (n === 2) throw new Error("two"); return n; } catch { return -1; } });
console.log(results);
console.log(String(new HttpError(500, "boom")), `${new NotFound("x")}`);
