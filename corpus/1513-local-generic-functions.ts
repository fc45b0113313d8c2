// Generic functions declared inside functions and blocks: those that read
// nothing of their function are instantiated per call like module
// functions (their results may name their type parameters).
function outer(): number | undefined {
  function firstOf<T>(items: T[]): T | undefined {
    return items[0];
  }
  return firstOf([1, 2]);
}
console.log(outer());
{
  function pair<A, B>(a: A, b: B): [A, B] { return [a, b]; }
  const p = pair("x", 2);
  console.log(p, pair(1, 2));
}
function user(scale: number): number[] {
  function mapAll<T>(xs: T[], f: (x: T) => number): number[] { return xs.map(f); }
  return mapAll(["a", "bb"], (s) => s.length * scale);
}
console.log(user(3));
function captures(k: number): number {
  function addK<T extends number>(x: T): number { return x + k; }
  return addK(4);
}
console.log(captures(2));
function twice(): string {
  function id<T>(x: T): T { return x; }
  return id("a") + id(1);
}
console.log(twice(), twice());
