// value.constructor.name of every kind of value (typed, unknown and any),
// errors caught as any among them; JSON.parse in an arrow returning void.
class Foo {}
class Bar extends Foo {}
const values: any[] = [new TypeError("x"), new Foo(), new Bar(), [1], "s", 1, true, {}, new Map(), new Set(), new Error("e"), new RangeError("r"), new Int32Array(2), () => 1, 10n, new Date(0), /x/g, Promise.resolve(1)];
for (const v of values) console.log(v.constructor.name);
function fail(f: () => void): string {
  try { f(); return "none"; } catch (e: any) { return e.constructor.name + ": " + e.message; }
}
console.log(fail(() => { throw new SyntaxError("bad"); }));
console.log(fail(() => { (null as any).toString(); }));
console.log(fail(() => JSON.parse("{")));
const u: unknown = [1, 2];
console.log((u as object).constructor.name, [1].constructor.name, "x".constructor.name, (5).constructor.name);
const data: any = JSON.parse('{"constructor": 3, "a": {}}');
console.log(data.constructor, data.a.constructor.name);
const nothing: any = undefined;
try { console.log(nothing.constructor.name); } catch (e) { console.log((e as Error).message); }
