class L { next: L | null = null; constructor(public v: number) {} }
let head: L | null = null;
for (let i = 0; i < 1000000; i++) { const n = new L(i); n.next = head; head = n; }
let sum = 0; let p = head; while (p !== null) { sum += p.v; p = p.next; }
console.log(sum);
head = null;
interface T { l: T | null; r: T | null }
function deep(n: number): T | null { let t: T | null = null; for (let i = 0; i < n; i++) t = { l: t, r: null }; return t; }
let t = deep(500000); t = null;
console.log("done");
