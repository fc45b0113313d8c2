// Generators composed into a lazy pipeline: map, filter and take over a
// million values, then summed by for...of.
function* range(limit: number): Generator<number, void, undefined> {
  for (let i = 0; i < limit; i++) yield i;
}
function* map<T, U>(source: Iterable<T>, transform: (value: T) => U): Generator<U, void, undefined> {
  for (const value of source) yield transform(value);
}
function* filter<T>(source: Iterable<T>, keep: (value: T) => boolean): Generator<T, void, undefined> {
  for (const value of source) if (keep(value)) yield value;
}
function* take<T>(source: Iterable<T>, count: number): Generator<T, void, undefined> {
  if (count <= 0) return;
  let taken = 0;
  for (const value of source) {
    yield value;
    taken++;
    if (taken >= count) return;
  }
}
const benchStarted = performance.now();
let total = 0;
let seen = 0;
for (let round = 0; round < 3; round++) {
  const squares = map(range(1_000_000), (n) => n * n);
  const odd = filter(squares, (n) => n % 2 === 1);
  for (const value of take(odd, 400_000)) {
    total += value % 1000;
    seen++;
  }
}
console.log(seen, total);
console.error(`work-ms: ${(performance.now() - benchStarted).toFixed(1)}`);
