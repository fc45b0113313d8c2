interface Pt { x: number; inner?: { y: number } }
const a: Pt = { x: 1 };
console.log(a.inner?.y, a.inner === undefined, typeof a.inner);
try { console.log(a.inner!.y); } catch (e) { console.log((e as Error).message); }
class K { v = 1; }
const m = new Map<string, K>();
try { console.log(m.get("q")!.v); } catch (e) { console.log((e as Error).message); }
