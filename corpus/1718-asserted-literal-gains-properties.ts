// An object literal asserted to be a type it lacks properties of ('{} as T'): it gains them as they are written, printed, stringified and listed in the order they were added.
interface Stats { count: number; total: number; label: string; tags?: string[] }
const s = {} as Stats;
console.log(s.count, Object.keys(s).length, JSON.stringify(s));
s.total = 10;
s.label = "t";
s.count = 2;
console.log(s, JSON.stringify(s), Object.keys(s));
console.log(s.count + s.total, `${s.label}!`);
const base = { label: "b" };
const t = { ...base } as Stats;
t.count = 1;
console.log(t);
function make(): Stats {
  const out = { label: "m" } as Stats;
  out.total = 3;
  out.count = out.total * 2;
  return out;
}
const m = make();
m.tags = ["x"];
console.log(m, m.tags.length);
const byName = {} as { [k: string]: number };
byName["a"] = 1;
console.log(byName);
function pick<T extends object, K extends keyof T>(obj: T, key: K): Pick<T, K> {
  const out = {} as Pick<T, K>;
  out[key] = obj[key];
  return out;
}
const person = { id: 1, name: "ann", email: "a@x" };
console.log(pick(person, "id"));
