// Object.freeze of new literals, Object.getOwnPropertyNames of objects,
// instances and records, Object.keys/values/entries of numeric enums
// (with their reverse mapping), and other library values tsc accepts.
const frozen = Object.freeze({ a: 1, b: "x" });
console.log(frozen, Object.getOwnPropertyNames(frozen));
class K { x = 1; y = "s"; }
console.log(Object.getOwnPropertyNames(new K()), Object.keys(new K()));
enum Color { Red, Green }
console.log(Object.keys(Color), Object.values(Color));
const rec: Record<string, number> = { z: 1 };
console.log(Object.getOwnPropertyNames(rec), Object.entries(rec));
function tag(strings: TemplateStringsArray, ...values: number[]) { return strings.join("|") + values.join(","); }
console.log(tag`a${1}b${2}c`, String.raw`x\ny${3}`);
const methodName = "greet";
const obj = { [methodName]() { return "hi"; } };
console.log(obj.greet(), obj);
console.log([1, -2, 3].map(Math.abs), ["1", "2"].map(Number), [0, 1, "", "a"].filter(Boolean));
const C = class Named { v = 2; };
console.log(new C(), C.name);
console.log(void 0, typeof void 0);
enum Level { Low = 1, Mid = 5, High = 10 }
enum Mixed { A = 3, B = 2, C = -1, D = 1.5 }
console.log(Object.keys(Level), Object.values(Level), Object.entries(Level));
console.log(Object.keys(Mixed), Object.values(Mixed), Object.entries(Mixed));
const numericValues = Object.values(Level).filter((v) => typeof v === "number");
console.log(numericValues);
