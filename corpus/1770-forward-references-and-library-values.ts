// A closure reading a constant declared below it, whose value a call
// gives (a memoized recursive function); library predicates as values;
// optional static fields (a lazily made singleton).
function memo<A extends unknown[], R>(f: (...args: A) => R): (...args: A) => R {
  const cache = new Map<string, R>();
  return (...args: A) => {
    const key = JSON.stringify(args);
    if (!cache.has(key)) cache.set(key, f(...args));
    return cache.get(key)!;
  };
}
const slowFib = (n: number): number => (n < 2 ? n : fib(n - 1) + fib(n - 2));
const fib = memo(slowFib);
console.log(fib(80), fib(10));

const values: (number | string)[] = [1, NaN, "a", 2.5, Infinity, -0];
console.log(values.filter(Number.isNaN), values.map(Number.isFinite));
console.log(values.filter(Number.isInteger), [2 ** 53, 3].map(Number.isSafeInteger));
const nums = [1, NaN, 3];
console.log(nums.some(Number.isNaN), nums.every(Number.isFinite));
const fromCodes = String.fromCharCode;
console.log(fromCodes(72, 105), [0x1f600, 65].map((c) => String.fromCodePoint(c)));

class Registry {
  private static instance?: Registry;
  static created = 0;
  static label?: string;
  private names: string[] = [];
  private constructor() {
    Registry.created++;
  }
  static get(): Registry {
    return (Registry.instance ??= new Registry());
  }
  add(name: string): this {
    this.names.push(name);
    return this;
  }
  list(): string {
    return this.names.join(",");
  }
}
console.log(Registry.label, Registry.created);
Registry.get().add("a");
Registry.get().add("b");
Registry.label = "named";
console.log(Registry.get().list(), Registry.created, Registry.label);
