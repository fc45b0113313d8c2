// Narrowing by 'in', by numeric literal tags and by a boolean tag.
interface Fish { kind: "fish"; swim: () => string; depth: number }
interface Bird { kind: "bird"; fly: () => string; depth: string }
type Pet = Fish | Bird;
function move(p: Pet): string {
  if ("swim" in p) return p.swim() + " at " + (p.depth + 1);
  return p.fly() + " at " + p.depth.toUpperCase();
}
const pets: Pet[] = [
  { kind: "fish", swim: () => "swimming", depth: 3 },
  { kind: "bird", fly: () => "flying", depth: "high" },
];
for (const p of pets) console.log(move(p));
type Msg = { t: 1; n: number } | { t: 2; s: string } | { t: 3; n: string };
const msgs: Msg[] = [{ t: 1, n: 5 }, { t: 2, s: "x" }, { t: 3, n: "q" }];
for (const m of msgs) {
  if (m.t === 1) console.log(m.n * 3);
  else if (m.t === 3) console.log(m.n.repeat(2));
  else console.log(m.s);
}
type Opt = { has: true; v: number } | { has: false };
function get(o: Opt): number { return o.has ? o.v : -1; }
console.log(get({ has: true, v: 9 }), get({ has: false }));
