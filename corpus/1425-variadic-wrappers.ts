// Variadic wrappers: a type parameter standing for a function's parameter
// list (`(...args: A) => R`) is inferred as a tuple, a rest parameter of
// a tuple type becomes one parameter per element and its name the tuple,
// and a tuple spreads back into a call of a function value.
function once<A extends unknown[], R>(fn: (...args: A) => R): (...args: A) => R {
  let done = false;
  let result: R | undefined;
  return (...args: A): R => {
    if (!done) {
      done = true;
      result = fn(...args);
    }
    return result as R;
  };
}
const init = once((name: string, size: number) => `${name}:${size}`);
console.log(init("a", 1), init("b", 2));
function logged<A extends unknown[], R>(label: string, fn: (...args: A) => R) {
  return (...args: A): R => {
    const value = fn(...args);
    console.log(label, JSON.stringify(args), "->", value);
    return value;
  };
}
const area = logged("area", (w: number, h: number) => w * h);
console.log(area(2, 3) + 1);
const greet = logged("greet", (who: string) => "hi " + who);
greet("bo");
const pair = (...values: [string, boolean]) => `${values[0]}=${values[1]}`;
console.log(pair("x", true));

function memo<A extends unknown[], R>(fn: (...args: A) => R): (...args: A) => R {
  const cache = new Map<string, R>();
  return (...args: A) => {
    const key = JSON.stringify(args);
    const hit = cache.get(key);
    if (hit !== undefined) return hit;
    const value = fn(...args);
    cache.set(key, value);
    return value;
  };
}
let calls = 0;
const slowAdd = memo((a: number, b: number) => { calls++; return a + b; });
console.log(slowAdd(1, 2), slowAdd(1, 2), slowAdd(2, 3), calls);
const counts = [..."mississippi"].reduce((m, ch) => m.set(ch, (m.get(ch) ?? 0) + 1), new Map<string, number>());
console.log([...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])));
