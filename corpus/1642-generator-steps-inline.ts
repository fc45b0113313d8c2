// Generators stepped by for...of: numbers handed over in place, values
// kept by the consumer, early exits, exceptions and re-entrance.
function* count(limit: number): Generator<number, string, undefined> {
  for (let i = 0; i < limit; i++) yield i * 1.5;
  return "done";
}
function* squares(source: Iterable<number>): Generator<number, void, undefined> {
  for (const value of source) yield value * value;
}
let sum = 0;
for (const value of squares(count(5))) sum += value;
console.log(sum);

// The consumer keeps each result object: the box is shared, never reused.
const kept: IteratorResult<number, string>[] = [];
const g = count(3);
for (let r = g.next(); ; r = g.next()) {
  kept.push(r);
  if (r.done) break;
}
console.log(kept.map((r) => `${r.value}:${r.done}`).join(" "));

// Mixed: next() by hand, then for...of takes the rest.
const h = count(4);
console.log(h.next().value);
for (const value of h) console.log("rest", value);
console.log(h.next().done);

// Breaking out closes the generator: its finally runs.
function* guarded(): Generator<number, void, undefined> {
  try {
    yield 1;
    yield 2;
    yield 3;
  } finally {
    console.log("closed");
  }
}
for (const value of guarded()) {
  console.log("got", value);
  if (value === 2) break;
}

// An exception thrown in the body reaches the loop.
function* failing(): Generator<number, void, undefined> {
  yield 10;
  throw new Error("inside");
}
try {
  for (const value of failing()) console.log("value", value);
} catch (error) {
  console.log("caught", (error as Error).message);
}

// Re-entering a running generator is a TypeError.
function* reentrant(): Generator<number, void, undefined> {
  yield 1;
  try {
    reentered.next();
  } catch (error) {
    console.log((error as Error).constructor.name, (error as Error).message);
  }
  yield 2;
}
const reentered = reentrant();
for (const value of reentered) console.log("re", value);

// Values sent with next(v) and the mode of return().
function* echo(): Generator<number, number, number> {
  let total = 0;
  while (true) {
    const sent = yield total;
    if (sent === undefined) break;
    total += sent;
  }
  return total;
}
const e = echo();
e.next();
e.next(5);
console.log(e.next(7).value, e.return(100).value, e.next().done);

// NaN, -0 and infinities pass through unchanged.
function* special(): Generator<number, void, undefined> {
  yield NaN;
  yield -0;
  yield Infinity;
  yield -Infinity;
}
for (const value of special()) console.log(value, Object.is(value, -0));
