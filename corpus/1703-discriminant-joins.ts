// Narrowing a discriminated union to several members, joins after if/else, exhaustive switches with never, and narrowed values flowing back into the union.
type Tok = { kind: "num"; value: number } | { kind: "str"; value: string } | { kind: "bool"; value: boolean } | { kind: "nil" };
function show(t: Tok): string {
  if (t.kind === "nil") return "nil";
  if (t.kind === "bool") return t.value ? "yes" : "no";
  // t: num | str here
  return String(t.value) + "/" + typeof t.value;
}
function show2(t: Tok): string {
  let out = "";
  if (t.kind === "num") out = "n" + t.value.toFixed(1);
  else if (t.kind === "str") out = "s" + t.value.padStart(4, ".");
  else return "other " + t.kind;
  return out + (t.kind === "num" ? "!" : "?");
}
const all: Tok[] = [{ kind: "num", value: 1.25 }, { kind: "str", value: "x" }, { kind: "bool", value: false }, { kind: "nil" }];
for (const t of all) console.log(show(t), show2(t));
function exhaustive(t: Tok): number {
  switch (t.kind) {
    case "num": return 1;
    case "str": return 2;
    case "bool": return 3;
    case "nil": return 4;
    default: {
      const never: never = t;
      return never;
    }
  }
}
console.log(all.map(exhaustive));
let cur: Tok | null = all[0];
if (cur && cur.kind === "num") console.log(cur.value + 1);
cur = null;
console.log(cur);
const byKind = new Map<string, Tok[]>();
for (const t of all) { const list = byKind.get(t.kind) ?? []; list.push(t); byKind.set(t.kind, list); }
console.log([...byKind.keys()]);
const copy = all.map((t): Tok => t.kind === "num" ? { kind: "num", value: t.value * 10 } : t);
console.log(copy);
console.log(JSON.stringify(copy));
