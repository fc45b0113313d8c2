class P { x: number; constructor(x: number) { this.x = x; } }
const m = new Map<string, P>();
m.set("a", new P(1));
const g = m.get("zz");
console.log(g, g === undefined, typeof g);
const arr = [new P(1), new P(2)];
const f = arr.find(p => p.x > 5);
console.log(f, f === undefined, [f], { f }, JSON.stringify({ f }));
function opt(p?: P): string { return `${p === undefined} ${typeof p}`; }
console.log(opt(), opt(new P(3)));
interface O { p?: P; q: P | undefined; r: P | null }
const o: O = { q: undefined, r: null };
console.log(o, o.p, o.q, o.r, JSON.stringify(o));
const u: P | undefined = m.get("b");
console.log(u, [u]);
class T { left: T | undefined = undefined; right: T | null = null; v: number; constructor(v: number) { this.v = v; } }
console.log(new T(1));
const arr2: (P | undefined)[] = [undefined, new P(4)];
console.log(arr2, JSON.stringify(arr2));
