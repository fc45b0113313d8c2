// Symbols as values: Symbol(), Symbol.for and keyFor, description,
// toString and String, identity (===, Map and Set keys, indexOf),
// typeof and its narrowing, printing, JSON, and the well-known symbols.
const s = Symbol("a");
const t: symbol = Symbol();
const u = Symbol(12);
console.log(s, t, u);
console.log([s], { s }, new Map([[s, 1]]), new Set([t]));
console.log(JSON.stringify({ s, t: 1 }), JSON.stringify([s]));
console.log(String(s), s.toString(), s.description, t.description, u.description);
console.log(Symbol.keyFor(Symbol.for("x")), Symbol.keyFor(s), typeof s);
console.log(Symbol.for("x") === Symbol.for("x"), Symbol("x") === Symbol("x"), s === s);
console.log(Symbol.iterator, Symbol.asyncIterator.description, String(Symbol.toStringTag));
console.log(Symbol.dispose);
const m = new Map<symbol, string>();
m.set(s, "first");
m.set(t, "second");
console.log(m.get(s), m.get(t), m.get(Symbol("a")), m.size);
const either: string | symbol = Math.random() > 2 ? "x" : s;
console.log(typeof either, either);
const u2: unknown = s;
console.log(typeof u2, u2);
function describe(key: string | symbol): string {
  return typeof key === "symbol" ? `symbol ${key.description}` : `string ${key}`;
}
console.log(describe(s), describe("k"));
const arr: symbol[] = [s, t, Symbol.iterator];
console.log(arr.map((x) => x.toString()).join("|"), arr.indexOf(t), arr.includes(s));
function show(value: unknown): string {
  if (typeof value === "symbol") return "sym:" + value.toString() + ":" + String(value.description);
  if (typeof value === "object") return "obj";
  return "other:" + typeof value;
}
console.log(show(Symbol("q")), show({}), show(null), show(3));
const syms = [Symbol.for("app.a"), Symbol.for("app.b")];
console.log(syms, syms.map((s) => Symbol.keyFor(s)));
const any1: any = Symbol("dyn");
console.log(typeof any1, any1, String(any1));
class Token {
  readonly id = Symbol("token");
  readonly name: string;
  constructor(name: string) {
    this.name = name;
  }
}
const tok = new Token("t");
console.log(tok, tok.id === tok.id, new Token("t").id === tok.id);
console.log(JSON.stringify(tok));
console.log(JSON.stringify(Symbol("x")));
console.log(`${String(Symbol("in template"))}`);
