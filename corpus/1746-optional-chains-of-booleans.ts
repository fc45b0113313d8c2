// Optional chains whose value is a boolean (a property, a method's or a
// function's result) are undefined when the chain stops, not false.
interface Flags { on: boolean; nested?: { deep: boolean }; check(): boolean; maybe?: () => boolean }
const list: (Flags | undefined)[] = [{ on: true, nested: { deep: false }, check: () => true, maybe: () => false }, undefined];
for (const f of list) {
  console.log(f?.on, f?.nested?.deep, f?.check(), f?.maybe?.(), typeof f?.on, f?.on ?? "none", f?.on === undefined);
  if (f?.on) console.log("on");
  const b = f?.nested?.deep ?? true;
  console.log(b, !f?.on, [f?.on, f?.check()]);
}
const m = new Map<string, boolean>([["a", true]]);
const o: { m?: Map<string, boolean> } = {};
console.log(o.m?.get("a"), o.m?.has("a"));
