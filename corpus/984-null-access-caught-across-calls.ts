class Nd { v = 1; next: Nd | null = null; }
function readNext(n: Nd): number { return n.next!.v; }
function outer(n: Nd): number { const r = readNext(n); console.log("after", r); return r + 1; }
try { console.log(outer(new Nd())); } catch (e) { console.log("caught", (e as Error).message); }
interface HasX { x: number }
function readX(o: HasX | undefined): number { return o!.x; }
try { console.log(readX(undefined)); } catch (e) { console.log("caught", (e as Error).message); }
