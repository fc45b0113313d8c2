// catch (e: any), casts to any, functions taking and returning any,
// callbacks over any[], JSON.parse results read as any.
try {
  throw new RangeError("bad range");
} catch (e: any) {
  console.log("caught", e.name, e.message);
}
try {
  JSON.parse("{oops");
} catch (e) {
  console.log((e as any).name, (e as any).message);
}
function pick(obj: any, key: string): any {
  return obj[key];
}
const rec = { a: 1, b: "two" };
console.log(pick(rec, "a"), pick(rec, "b"), pick(rec, "c"));
const list: any[] = [{ name: "x", n: 1 }, { name: "y", n: 2 }];
console.log(list.map((v: any) => v.name).join(","), list.filter((v: any) => v.n > 1).length);
const parsed = JSON.parse('{"user":{"name":"ada","langs":["ts","rs"]},"age":36}');
console.log(parsed.user.name, parsed.user.langs[1], parsed.age + 1, parsed.missing);
const k: any = 3;
const arr = [10, 20, 30, 40];
console.log(arr[k], "v" + k, k * 2, k % 2 === 1);
