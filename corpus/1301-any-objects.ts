// Values of type any: object and array literals made for any (properties
// added and changing type), property reads and writes by name and by key
// on records, arrays, strings, class instances and parsed JSON, and any in
// arithmetic, comparisons, templates and typed places.
const obj: any = { await: 0, yield: 1, static: 2 };
obj.await = "await";
obj.extra = [1, 2];
console.log("keyword-props", obj.await, obj.yield, obj.static, obj.extra, obj.missing);
console.log(obj);
let checksum = 0;
for (let i = 0; i < 5; i++) {
  const o: any = { x: i, y: i * 2, name: "item_" + i };
  checksum += o.x + o.y;
}
console.log("checksum:", checksum);
const mixed = new Map<string, any>();
mixed.set("num", 42);
mixed.set("arr", [1, 2, 3]);
mixed.set("nul", null);
console.log(mixed.get("num"), mixed.get("arr"), mixed.get("nul"), mixed.get("none"));
function describe(value: any): string {
  return typeof value + ":" + String(value);
}
console.log(describe(1), describe("s"), describe(null), describe({ a: 1 }), describe([1, 2]));
const list: any = [3, "x", true];
list[3] = { deep: { n: 5 } };
console.log(list.length, list[1], list[3].deep.n, list);
const n: number = obj.yield;
console.log(n + 1, obj.yield + 1, obj.await + 1, obj.yield < 2, -obj.yield);
try {
  const u: any = undefined;
  console.log(u.field);
} catch (e) {
  console.log("caught", (e as Error).message);
}
const text: any = "hello";
console.log(text.length, text[1]);
class Point { constructor(public x: number, public y: number) {} }
const p: any = new Point(1, 2);
p.x = 10;
console.log(p.x, p.y, p);
const data: any = JSON.parse('{"items":[1,2,{"k":"v"}],"ok":true}');
console.log(data.items[2].k, data.ok, data.items.length, data);
