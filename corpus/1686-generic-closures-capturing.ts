// Generic functions and arrows that read their function's variables or
// `this` (so are closures, not module functions): their type parameters
// are `any`s, so callbacks typed by them take `any`s and their results are
// converted where a type is wanted.

class Basket {
  items: number[] = [1, 2, 3];
  run(): number[] {
    const mapAll = <U,>(f: (n: number) => U): U[] => this.items.map(f);
    return mapAll((n) => n * 2);
  }
}
console.log(new Basket().run());

function scaled(factor: number): void {
  const scale = <T,>(values: T[], measure: (value: T) => number): number[] =>
    values.map((value) => measure(value) * factor);
  console.log(scale(["a", "bb", "ccc"], (text) => text.length));
  function firstOr<T>(values: T[], fallback: T): T {
    return values.length > factor ? values[factor] : fallback;
  }
  const count: number = firstOr([10, 20, 30, 40], 0);
  const word = firstOr(["x"], "none");
  console.log(count + 1, word.toUpperCase(), typeof word);
  const pair = <A, B>(a: A, b: B) => ({ a, b, factor });
  console.log(pair(1, "one"), pair([true], null).a);
  const sortBy = <T, K extends keyof T>(values: T[], key: K): T[] =>
    [...values].sort((x, y) => (x[key] < y[key] ? -factor : factor));
  console.log(sortBy([{ k: 3 }, { k: 1 }, { k: 2 }], "k"));
}
scaled(2);
