let cb: ((n: number) => number) | null = null;
console.log(cb, cb === null, cb == null, typeof cb, [cb], { cb });
cb = (n) => n * 2;
console.log(cb === null, typeof cb, cb?.(2), cb(3));
function apply(f: (n: number) => number, v: number): number { return f(v); }
if (cb !== null) console.log(apply(cb, 5));
let opt: ((s: string) => string) | undefined;
console.log(opt, opt === undefined, opt === null, typeof opt, opt?.("x") ?? "none", [opt], { opt }, JSON.stringify({ opt, n: 1 }));
opt = (s) => s + "!";
console.log(opt?.("y"), typeof opt);
const handlers: (((x: number) => void) | null)[] = [null, (x) => console.log("called", x)];
for (const h of handlers) { if (h) h(1); else console.log("skip"); }
console.log(handlers.length, handlers[0], typeof handlers[1]);
class Holder { fn: (() => string) | null = null; alt?: () => string; }
const hold = new Holder();
console.log(hold, hold.fn?.() ?? "none", hold.alt?.() ?? "none");
hold.fn = () => "fn"; hold.alt = () => "alt";
console.log(hold.fn?.(), hold.alt?.(), hold);
