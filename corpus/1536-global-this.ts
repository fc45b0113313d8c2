// globalThis.NAME of a library global is the global itself: calls,
// typeof, values, computed string keys; a program's own declarations of
// other names are untouched.
console.log(globalThis.parseInt("42px", 10), typeof globalThis.parseFloat, typeof globalThis.Math);
console.log(typeof fetch, typeof globalThis.fetch === "function", typeof JSON, typeof Infinity);
console.log(typeof setTimeout, typeof globalThis.undefined, typeof process, typeof __dirname);
console.log(globalThis.Math.max(3, 9, 4), globalThis["JSON"].stringify({ a: [1, 2] }));
console.log(globalThis.Number.isInteger(5), globalThis.String(12).padStart(4, "0"));
console.log(globalThis.isNaN(Number("x")), globalThis.encodeURIComponent("a b&c"));
const words = ["b", "a", "c"].map(globalThis.String).sort();
console.log(words, globalThis.Array.isArray(words), globalThis.undefined, globalThis.NaN);
function clamp(value: number): number {
  return globalThis.Math.min(globalThis.Math.max(value, 0), 10);
}
console.log([-4, 5, 40].map(clamp));
globalThis.console.log("through console", globalThis.Infinity > 1);
const started = globalThis.Date.now() > 0;
const map = new globalThis.Map<string, number>([["k", 1]]);
console.log(started, map.get("k"), new globalThis.Set([1, 1, 2]).size);
