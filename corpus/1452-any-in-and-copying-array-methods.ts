// 'in' on values of type any (records, class instances with fields,
// methods and getters, arrays, maps; Node's TypeError on primitives), and
// the copying array methods toSpliced and with through any.
class Pet {
  name = "rex";
  speak(): string {
    return "woof";
  }
  get loud(): string {
    return this.name.toUpperCase();
  }
}
const things: any[] = [{ a: 1, b: undefined }, new Pet(), [1, 2], new Map([["k", 1]])];
for (const t of things) {
  console.log("a" in t, "b" in t, "name" in t, "speak" in t, "loud" in t, "1" in t, "length" in t, "toString" in t, "size" in t);
}
for (const bad of ["str", 5, undefined, null, true] as any[]) {
  try {
    console.log("x" in bad);
  } catch (e) {
    console.log((e as Error).message);
  }
}
const a: any = [5, 1, 4];
console.log(a.toSpliced(1, 1), a.toSpliced(0, 0, 9, 8), a.toSpliced(1), a);
console.log(a.with(0, 7), a.with(-1, 2), a);
try {
  a.with(3, 1);
} catch (e) {
  console.log((e as Error).name, (e as Error).message);
}
const s: any = ["x", "y"];
console.log(s.with(1, "z"), s.toSpliced(0, 1, "w"));
