// @tz: UTC
// Date's toString, toDateString, toTimeString and toUTCString (local time
// in UTC), x instanceof Object of every kind of value, and a function
// whose class's static method calls it while its result is inferred.
const d = new Date(2024, 0, 5, 3, 4, 5);
console.log(d.toString()); console.log(d.toDateString()); console.log(d.toTimeString()); console.log(d.toUTCString());
const e = new Date(-62198755200000); console.log(e.toString(), e.toDateString());
const bad = new Date(NaN);
console.log(bad.toString(), bad.toDateString(), bad.toTimeString(), bad.toUTCString());
console.log(String(new Date(0)), `${new Date(0)}`, new Date(0) + "", [new Date(0)].join());
class P { x = 1; }
const values: unknown[] = [1, "s", null, undefined, [1], new Map(), new P(), () => 1, { a: 1 }, true, new Date(0)];
console.log(values.map((v) => v instanceof Object));
const p = new P();
const n = 5;
function make(tag: string) {
  return class {
    static tag = tag;
    static again(suffix: string) {
      return make(this.tag + suffix);
    }
  };
}
const First = make("a");
console.log((First.again("b") as any).tag, (First as any).again("c").again("d").tag);
