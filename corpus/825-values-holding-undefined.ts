// Values whose type's representation holds `undefined` (a missing map
// value, an element past the end, an unset environment variable).
const unset = process.env.SCRIPTC_SURELY_UNSET_VARIABLE;
console.log(typeof unset, JSON.stringify(unset), unset ?? "fallback", String(unset));
const counts = new Map<string, number>([["a", 1]]);
const missing = counts.get("zz");
console.log(typeof missing, JSON.stringify(missing), typeof counts.get("a"));
const lists = new Map<string, number[]>();
const none = lists.get("x");
console.log(typeof none, Array.isArray(none), Array.isArray([1]));
function maybeList(flag: boolean): number[] | undefined { return flag ? [1, 2] : undefined; }
for (const flag of [true, false]) {
  const got = maybeList(flag);
  console.log(Array.isArray(got) ? "list of " + got.length : "no list", typeof got);
}
interface Item { id: number }
const items: Item[] = [{ id: 1 }];
console.log("item: " + items[3], `item ${items[5]}`, "first " + JSON.stringify(items[0]));
function label(x: string | null | undefined): string {
  if (x === null) return "null";
  if (x === undefined) return "undefined";
  return x.toUpperCase();
}
console.log(label("a"), label(null), label(undefined));
function size(x: number | string | null | undefined): string {
  if (x === null) return "null";
  if (typeof x === "string") return "text " + x.length;
  return x === undefined ? "nothing" : "number " + x.toFixed(1);
}
console.log(size(null), size("abc"), size(undefined), size(2));
const when = new Date(Date.UTC(2020, 1, 29, 12, 30));
const bad = new Date("nonsense");
console.log([when, bad], { when, bad }, new Map([["w", when]]));
console.log([/ab+c/gi], { re: /x/ });
