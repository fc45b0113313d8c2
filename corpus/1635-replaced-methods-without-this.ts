// Methods the program replaces on objects (an assignment `x.name = ...` anywhere makes
// every class's `name` replaceable): called as values without a `this`, Node's
// TypeError names the property the body reads; replaced through `any`, read back, and
// called with the object as `this`.
interface P { label: string }
const p: P = { label: "a" };
p.label = "b";
function run(): void {
  class Meter {
    unit = "kg";
    label(): string {
      return "[" + this.unit + "]";
    }
    plain(): string {
      return "plain";
    }
  }
  const m = new Meter();
  const label = m.label;
  const plain = m.plain;
  const others: any[] = [undefined, null];
  for (const other of others) {
    try {
      console.log(label.bind(other)());
    } catch (e) {
      console.log("caught", e instanceof TypeError, String(e));
    }
    try {
      console.log(plain.call(other));
    } catch (e) {
      console.log("caught", e instanceof TypeError, String(e));
    }
  }
  try {
    console.log(label());
  } catch (e) {
    console.log("caught", e instanceof TypeError, String(e));
  }
  console.log(plain());
}
run();
class Top {
  unit = "t";
  label(): string {
    return "[" + this.unit + "]";
  }
  plain(): string {
    return "plain";
  }
}
const t = new Top();
const tl = t.label;
const tp = t.plain;
for (const other of [undefined, null, { unit: "o" }] as any[]) {
  try {
    console.log(tl.bind(other)());
  } catch (e) {
    console.log("caught", e instanceof TypeError, String(e));
  }
  console.log(tp.call(other));
}
try {
  console.log(tl());
} catch (e) {
  console.log("caught", e instanceof TypeError, String(e));
}
console.log(tp());
console.log(p.label);
interface Q { plain: () => string }
const q: Q = { plain: () => "q" };
q.plain = () => "q2";
console.log(q.plain());
function again(): void {
  class Local {
    n = 4;
    plain(): string {
      return "local plain";
    }
    label(): string {
      return "n=" + this.n;
    }
  }
  const a = new Local();
  const b = new Local();
  const f = a.plain;
  console.log(f(), f.call(undefined), a.label(), b.label());
  (b as any).label = (): string => "replaced";
  (a as any).plain = (): string => "replaced plain";
  console.log(a.plain(), b.plain(), a.label(), b.label(), f());
}
again();
function replacedThroughAny(): void {
  class Local {
    n = 4;
    plain(): string {
      return "local plain";
    }
    label(): string {
      return "n=" + this.n;
    }
  }
  const a = new Local();
  const b = new Local();
  (b as any).label = function (this: any): string { return "replaced " + this.n; };
  (a as any).plain = (): string => "replaced plain";
  console.log(a.plain(), b.plain(), a.label(), b.label());
  const g = (a as any).plain;
  console.log(g(), typeof (b as any).label, typeof (a as any).label);
  console.log(a, b);
  console.log(JSON.stringify(b));
  const c = new Local();
  c.label = () => "typed";
  console.log(c.label(), c, (c as any).label());
  const d: any = new Local();
  console.log(d.label(), d.plain());
  d.label = () => "via any";
  console.log(d.label(), d);
}
replacedThroughAny();
function listed(): void {
  class L {
    n = 4;
    m(): number {
      return 1;
    }
  }
  const a = new L();
  const b = new L();
  a.m = () => 2;
  console.log(Object.keys(a), Object.keys(b), Object.entries(a).length, Object.values(b));
  for (const k in a) console.log(k);
  console.log(a.m(), b.m(), JSON.stringify(a));
}
listed();
