// Generators: yield in loops, infinite generators left with break, finally
// run by an early exit, next() with values sent in, return(), yield* of
// generators and arrays, spread and Array.from.
function* count(limit: number): Generator<number> {
  for (let i = 0; i < limit; i++) {
    yield i;
  }
}
for (const n of count(3)) console.log("n", n);
console.log([...count(4)]);
function* naturals() {
  let n = 1;
  while (true) yield n++;
}
for (const n of naturals()) {
  if (n > 3) break;
  console.log("natural", n);
}
function* withFinally(): Generator<string> {
  try {
    yield "a";
    yield "b";
  } finally {
    console.log("cleanup");
  }
}
for (const s of withFinally()) {
  console.log(s);
  break;
}
const it = count(2);
console.log(it.next(), it.next(), it.next());
function* echo(): Generator<number, string, number> {
  const a = yield 1;
  const b = yield a * 10;
  return `done ${b}`;
}
const e = echo();
console.log(e.next(0), e.next(5), e.next(7));
function* outer() {
  yield 0;
  yield* count(2);
  yield* [10, 20];
  yield 99;
}
console.log(Array.from(outer()));
const g = count(5);
g.next();
console.log(g.return(42), g.next());
