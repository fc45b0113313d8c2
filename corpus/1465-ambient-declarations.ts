declare function gc(): void;
declare const other: (() => void) | undefined;
declare let config: { name: string };
function forceGc(): void {
  if (typeof gc === "function") {
    gc();
  }
}
forceGc();
console.log(typeof gc, typeof other, typeof config);
try {
  gc();
} catch (e) {
  console.log(e instanceof ReferenceError, (e as Error).message);
}
try {
  console.log(config.name);
} catch (e) {
  console.log(String(e));
}
const f = typeof other === "function" ? other : () => console.log("fallback");
f();
