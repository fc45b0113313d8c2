// Properties added through 'any' to a class and to a top-level function:
// read, called, replaced, printed after the class or function.
class Registry {
  static version = 2;
  static describe(): string {
    return "registry";
  }
}

function handler(x: number): number {
  return x + 1;
}

const R: any = Registry;
R.plugins = ["a", "b"];
R.count = 3;
R.make = (n: number) => n * 10;
console.log(R.plugins.length, R.count, R.make(4), R.version, R.describe());
console.log(Registry);
console.log(typeof R.nothing, R.nothing === undefined);

const h: any = handler;
h.meta = { tag: "x", n: 1 };
h.twice = function twice(n: number): number {
  return n * 2;
};
console.log(h.meta.tag, h.twice(21), h(1), h.name, h.twice.name);
console.log(handler);
h.meta = "replaced";
console.log(h.meta, (handler as any).meta);
try {
  h.absent();
} catch (e) {
  console.log((e as Error).message);
}
try {
  R.absent();
} catch (e) {
  console.log((e as Error).message);
}
((C: any) => {
  class Inner {
    static kind = "inner";
  }
  C.inner = Inner;
})(Registry);
console.log(typeof R.inner, R.inner.kind, new R.inner() instanceof R.inner);

// Closures made at run time gain properties too, and keep them.
function tagged(label: string): any {
  const f: any = (n: number) => `${label}:${n}`;
  f.label = label;
  f.uses = 0;
  return f;
}
const made: any[] = [];
for (let i = 0; i < 3; i++) made.push(tagged("t" + i));
for (const f of made) {
  f.uses += 1;
  console.log(f(f.uses), f.label, "label" in f, "other" in f, "length" in f, "call" in f);
}
console.log(made[1]);
