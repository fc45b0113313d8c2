// yield* passes next(v), throw(e) and return(v) on to the inner generator
// (its catch and finally blocks run; a return it answers with a yield is
// yielded), closes an array's iterator on throw, and delegates to an any
// holding a generator, an array or a string.
function* inner(): Generator<number, string, unknown> {
  const got = yield 1;
  console.log("inner got", got);
  yield 2;
  return "inner done";
}
function* outer(): Generator<any, void, unknown> {
  const result = yield* inner() as any;
  console.log("result", result);
  yield* [10, 20] as any;
  yield* "hé" as any;
  const data: any = JSON.parse('{"list":[true,null]}');
  yield* data.list;
  try {
    yield* data.missing;
  } catch (e) {
    console.log(e instanceof TypeError);
  }
}
const it = outer();
console.log(it.next());
console.log(it.next("sent"));
for (const v of it) console.log(v);
function* early(): Generator<number> {
  try {
    yield 1;
    yield 2;
  } finally {
    console.log("inner finally");
  }
}
function* wrap(): Generator<any> {
  yield* early() as any;
}
for (const v of wrap()) {
  console.log(v);
  break;
}

// throw() and return() reach the inner generator through yield*.
function* guarded(): Generator<number, string, unknown> {
  try {
    yield 1;
    yield 2;
  } catch (e) {
    console.log("inner caught", (e as Error).message);
    yield 99;
  } finally {
    console.log("guarded finally");
  }
  return "guarded end";
}
function* relay(): Generator<number, void, unknown> {
  try {
    const end = yield* guarded();
    console.log("relay got", end);
  } finally {
    console.log("relay finally");
  }
}
const r1 = relay();
console.log(r1.next(), r1.throw(new Error("boom")), r1.next(), r1.next());
const r2 = relay();
console.log(r2.next(), r2.return(), r2.next());
function* cleanup(): Generator<number, string, unknown> {
  try {
    yield 1;
  } finally {
    yield 50;
  }
  return "unused";
}
function* outerCleanup(): Generator<number, void, unknown> {
  yield* cleanup();
}
const r3 = outerCleanup();
console.log(r3.next(), r3.return(), r3.next());
function* w(): Generator<number, void, unknown> {
  try {
    yield* [1, 2, 3];
  } finally {
    console.log("w finally");
  }
}
const g1 = w();
console.log(g1.next(), g1.return(), g1.next());
const h = w();
h.next();
try {
  h.throw(new Error("x"));
} catch (e) {
  console.log((e as Error).name, (e as Error).message);
}
const k = w();
console.log(k.next(), k.next(7), [...k]);
