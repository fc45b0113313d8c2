// A callback that throws from an array's or a collection's method: what
// the loop held (the element, reduce's accumulator, a map's entry) is
// released as the exception leaves (the RC audit ends at zero).
const objs = [{ a: 1 }, { a: 2 }, { a: 3 }];
function attempt(label: string, f: () => unknown): void {
  try {
    f();
  } catch (e) {
    console.log(label, (e as Error).message);
  }
}
const boom = (o: { a: number }): boolean => {
  if (o.a === 2) throw new Error("boom " + o.a);
  return false;
};
attempt("map", () => objs.map(boom));
attempt("filter", () => objs.filter(boom));
attempt("find", () => objs.find(boom));
attempt("findLast", () => objs.findLast(boom));
attempt("every", () => objs.every((o) => !boom(o)));
attempt("flatMap", () => objs.flatMap((o) => [boom(o)]));
attempt("reduce", () => objs.reduce((acc, o) => (boom(o) ? acc : { a: acc.a + o.a }), { a: 0 }));
attempt("reduce2", () => objs.reduce((acc, o) => (boom(o) ? acc : { a: acc.a + o.a })));
attempt("sort", () => objs.slice().sort((x, y) => (boom(x) ? 1 : x.a - y.a)));
const m = new Map([["k1", { a: 1 }], ["k2", { a: 2 }]]);
attempt("mapForEach", () => m.forEach((v, k) => boom(v)));
const s = new Set(objs);
attempt("setForEach", () => s.forEach((v) => boom(v)));
attempt("from", () => Array.from(objs, (o) => boom(o)));
attempt("entries", () => {
  for (const [i, o] of objs.entries()) boom(o);
});
