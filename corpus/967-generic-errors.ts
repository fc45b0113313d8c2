// Exceptions through generic functions and classes.
class Box<T> {
  constructor(private readonly items: T[]) {}
  get(index: number): T {
    if (index < 0 || index >= this.items.length) {
      throw new RangeError(`index ${index} out of range 0..${this.items.length - 1}`);
    }
    return this.items[index];
  }
  map<U>(f: (item: T) => U): Box<U> {
    return new Box<U>(this.items.map(f));
  }
}

function attempt<T>(f: () => T, fallback: T): T {
  try {
    return f();
  } catch (e) {
    console.log("recovered from:", e instanceof Error ? e.message : String(e));
    return fallback;
  }
}

const numbers = new Box<number>([10, 20, 30]);
console.log(attempt(() => numbers.get(1), -1));
console.log(attempt(() => numbers.get(5), -1));
const labels = numbers.map((n) => `#${n}`);
console.log(attempt(() => labels.get(2), "none"), attempt(() => labels.get(-1), "none"));

function firstOrThrow<T>(items: T[], what: string): T {
  if (items.length === 0) throw new Error(`no ${what}`);
  return items[0];
}
console.log(firstOrThrow([3, 4], "numbers"), firstOrThrow(["a"], "letters"));
try {
  firstOrThrow<string>([], "names");
} catch (e) {
  console.log(String(e));
}
