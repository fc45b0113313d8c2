// Higher-order functions: currying, composition, memoization, predicates.
const curryAdd = (a: number) => (b: number) => (c: number) => a + b + c;
console.log(curryAdd(1)(2)(3), curryAdd(10)(20)(30));
function compose<A, B, C>(f: (a: A) => B, g: (b: B) => C): (a: A) => C {
  return (a) => g(f(a));
}
const lengthThenDouble = compose((s: string) => s.length, (n: number) => n * 2);
console.log(lengthThenDouble("hello"), lengthThenDouble(""));
function memoize(f: (n: number) => number): (n: number) => number {
  const cache = new Map<number, number>();
  return (n) => {
    const hit = cache.get(n);
    if (hit !== undefined) return hit;
    const value = f(n);
    cache.set(n, value);
    return value;
  };
}
let calls = 0;
const slowSquare = (n: number): number => {
  calls++;
  return n * n;
};
const fastSquare = memoize(slowSquare);
console.log(fastSquare(9), fastSquare(9), fastSquare(3), calls);
function not<T>(predicate: (value: T) => boolean): (value: T) => boolean {
  return (value) => !predicate(value);
}
const isEven = (n: number) => n % 2 === 0;
console.log([1, 2, 3, 4, 5].filter(not(isEven)), [1, 2, 3, 4].filter(isEven));
function times(n: number, f: (i: number) => string): string[] {
  const out: string[] = [];
  for (let i = 0; i < n; i++) out.push(f(i));
  return out;
}
console.log(times(4, (i) => "#".repeat(i + 1)));
const pipeline = [(n: number) => n + 1, (n: number) => n * 10, (n: number) => n - 5];
console.log(pipeline.reduce((value, step) => step(value), 2));
function once(f: () => string): () => string {
  let done = false;
  let result = "";
  return () => {
    if (!done) {
      result = f();
      done = true;
    }
    return result;
  };
}
let created = 0;
const init = once(() => "created " + ++created);
console.log(init(), init(), created);
