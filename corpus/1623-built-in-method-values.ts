interface State { pending: number[] }
const m = new Map<number, State>();
m.set(1, { pending: [10, 20, 30] });
const s = m.get(1)!;
console.log(typeof s.pending.shift, typeof s.pending.splice, typeof m.set, typeof "x".padStart);
const shift = s.pending.shift;
console.log(shift.call(s.pending), s.pending);
const set = new Set<string>(["a"]);
const has = set.has;
console.log(has.call(set, "a"), has.call(set, "b"), has.name);
const pad = "7".padStart;
console.log(pad.call("7", 3, "0"));
const methods = [s.pending.push, s.pending.pop];
console.log(methods.map((f) => f.name), methods[0] === s.pending.push);
const words = ["b", "a"];
const sorter: () => string[] = words.sort;
try {
  sorter();
} catch (e) {
  console.log(e instanceof TypeError);
}
class A { m(): number { return 1; } }
const a = new A(), b = new A();
const f = a.m;
console.log(f === a.m, a.m === b.m);
const anyXs: any = [1];
const anyYs: any = [2];
console.log(anyXs.push === anyYs.push, anyXs.push === anyXs.push, anyXs.at === ("s" as any).at);
