// Which properties of an error are its own and enumerable: the fields of
// its class, and a name the program assigned (last), as Node lists them.
class HttpError extends Error {
  status: number;
  constructor(message: string, status: number) { super(message); this.name = "HttpError"; this.status = status; }
}
const e = new HttpError("nope", 404);
console.log(Object.keys(e), JSON.stringify(e));
const plain = new Error("x");
console.log(Object.keys(plain), JSON.stringify(plain));
for (const k in e) console.log("key", k);
const copy = { status: e.status };
console.log(copy, Object.keys(copy));
const anyErr: any = e;
console.log(Object.keys(anyErr), e.message, e.name, e.status);
class Quiet extends TypeError { code = "Q"; }
const q = new Quiet("quiet");
console.log(Object.keys(q), JSON.stringify(q), JSON.stringify(new Error("plain")));
const renamed = new Error("z");
renamed.name = "Renamed";
console.log(Object.keys(renamed), JSON.stringify(renamed), JSON.stringify({ wrapped: renamed }));
