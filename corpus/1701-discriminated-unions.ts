// Discriminated unions whose members give one property different types: narrowed by ===, !==, switch and if/else chains (tokens, reducers, enum-tagged shapes, a generic Result).
type Token = { kind: "num"; value: number } | { kind: "op"; value: string } | { kind: "eof" };

function describe(t: Token): string {
  if (t.kind === "num") return "number " + (t.value * 2);
  if (t.kind === "op") return "operator " + t.value.toUpperCase();
  return "end";
}

function lex(src: string): Token[] {
  const out: Token[] = [];
  for (const ch of src) {
    if (ch >= "0" && ch <= "9") out.push({ kind: "num", value: Number(ch) });
    else if (ch !== " ") out.push({ kind: "op", value: ch });
  }
  out.push({ kind: "eof" });
  return out;
}

for (const t of lex("1 + 2 * x")) console.log(describe(t));

type Action = { type: "add"; amount: number } | { type: "rename"; name: string } | { type: "reset" };
interface State { total: number; name: string }
function reduce(s: State, a: Action): State {
  switch (a.type) {
    case "add": return { ...s, total: s.total + a.amount };
    case "rename": return { ...s, name: a.name };
    case "reset": return { total: 0, name: "" };
  }
}
let st: State = { total: 0, name: "x" };
const acts: Action[] = [{ type: "add", amount: 3 }, { type: "rename", name: "bob" }, { type: "add", amount: 4 }, { type: "reset" }, { type: "add", amount: 1 }];
for (const a of acts) { st = reduce(st, a); console.log(st); }
enum Kind { Circle, Square, Label }
interface Circle { kind: Kind.Circle; size: number; }
interface Square { kind: Kind.Square; size: number; color: string }
interface Label { kind: Kind.Label; size: string; }
type Shape = Circle | Square | Label;

function area(s: Shape): number {
  switch (s.kind) {
    case Kind.Circle:
      return Math.PI * s.size * s.size;
    case Kind.Square:
      return s.size * s.size;
    case Kind.Label:
      return s.size.length;
  }
}

function assertNever(x: never): never {
  throw new Error("unexpected: " + JSON.stringify(x));
}

function name(s: Shape): string {
  switch (s.kind) {
    case Kind.Circle: return "circle";
    case Kind.Square: return "square " + s.color;
    case Kind.Label: return "label " + s.size.toUpperCase();
    default: return assertNever(s);
  }
}

const shapes: Shape[] = [
  { kind: Kind.Circle, size: 2 },
  { kind: Kind.Square, size: 3, color: "red" },
  { kind: Kind.Label, size: "hello" },
];
for (const s of shapes) console.log(area(s).toFixed(3), name(s));

function grow(s: Shape): void {
  if (s.kind === Kind.Label) {
    s.size = s.size + "!";
  } else {
    s.size = s.size * 2;
  }
}
for (const s of shapes) { grow(s); console.log(s); }

type Result<T> = { ok: true; value: T } | { ok: false; error: string };
function parse(text: string): Result<number> {
  const n = Number(text);
  if (Number.isNaN(n)) return { ok: false, error: "bad number: " + text };
  return { ok: true, value: n };
}
for (const t of ["12", "x", "3.5"]) {
  const r = parse(t);
  if (r.ok) console.log("value", r.value + 1);
  else console.log("error", r.error);
  if (!r.ok) continue;
  console.log("again", r.value * 2);
}

type Ev = { type: "click"; x: number; y: number } | { type: "key"; key: string } | { type: "scroll"; delta: number };
function handle(e: Ev): string {
  if (e.type !== "click") {
    if (e.type === "key") return "key " + e.key;
    return "scroll " + e.delta;
  }
  return `click ${e.x},${e.y}`;
}
const evs: Ev[] = [{ type: "click", x: 1, y: 2 }, { type: "key", key: "a" }, { type: "scroll", delta: -3 }];
console.log(evs.map(handle).join("; "));
