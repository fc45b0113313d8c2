// Type arguments inferred from what an `Iterable<T>` or `Generator<T>`
// parameter is given (a generator, an array, a set, a map, a string),
// so the callbacks beside them are typed: lazy pipelines of generators.
function* count(limit: number): Generator<number, void, undefined> {
  for (let i = 0; i < limit; i++) yield i;
}

function* mapped<T, U>(source: Iterable<T>, transform: (value: T) => U): Generator<U, void, undefined> {
  for (const value of source) yield transform(value);
}

function* kept<T>(source: Iterable<T>, keep: (value: T) => boolean): Generator<T, void, undefined> {
  for (const value of source) if (keep(value)) yield value;
}

function firstOf<T>(source: Iterable<T>, test: (value: T) => boolean): T | undefined {
  for (const value of source) if (test(value)) return value;
  return undefined;
}

function collect<T, R>(source: Generator<T, R, undefined>, each: (value: T) => void): void {
  for (const value of { [Symbol.iterator]: () => source }) each(value);
}

function* labelled(): Generator<string, number, undefined> {
  yield "one";
  yield "two";
  return 2;
}

const squares = mapped(count(6), (n) => n * n);
console.log([...kept(squares, (n) => n % 2 === 0)]);
console.log([...mapped(mapped(count(3), (n) => n + 1), (n) => `<${n.toFixed(1)}>`)]);
console.log(firstOf([3, 8, 12], (v) => v > 5));
console.log(firstOf(new Set(["a", "bb", "ccc"]), (v) => v.length > 1));
console.log(firstOf("hello", (c) => c > "h"));
const table = new Map<string, number>([["x", 1], ["y", 2]]);
console.log(firstOf(table, ([key, value]) => key === "y" && value > 1));
console.log(firstOf(count(100), (v) => v * v > 50));
const seen: string[] = [];
collect(labelled(), (text) => seen.push(text.toUpperCase()));
console.log(seen);
