interface Validator<T> {
  name: string;
  check(value: unknown): value is T;
  parse(value: unknown): T;
}
function str(): Validator<string> {
  return {
    name: "string",
    check: (value: unknown): value is string => typeof value === "string",
    parse(value: unknown): string {
      if (typeof value !== "string") throw new Error("expected string");
      return value;
    },
  };
}
function num(): Validator<number> {
  return {
    name: "number",
    check: (value: unknown): value is number => typeof value === "number",
    parse(value: unknown): number {
      if (typeof value !== "number") throw new Error("expected number");
      return value;
    },
  };
}
type Shape = Record<string, Validator<any>>;
type Infer<S extends Shape> = { [K in keyof S]: S[K] extends Validator<infer T> ? T : never };
function object<S extends Shape>(shape: S): Validator<Infer<S>> {
  return {
    name: "object",
    check: (value: unknown): value is Infer<S> => {
      if (typeof value !== "object" || value === null) return false;
      for (const key of Object.keys(shape)) {
        if (!shape[key].check((value as Record<string, unknown>)[key])) return false;
      }
      return true;
    },
    parse(value: unknown): Infer<S> {
      if (typeof value !== "object" || value === null) throw new Error("expected object");
      const out: Record<string, unknown> = {};
      for (const key of Object.keys(shape)) {
        out[key] = shape[key].parse((value as Record<string, unknown>)[key]);
      }
      return out as Infer<S>;
    },
  };
}
const person = object({ name: str(), age: num() });
const p = person.parse(JSON.parse('{"name":"Ada","age":36}'));
console.log(p.name.toUpperCase(), p.age + 1, person.check({ name: "x", age: "y" }), person.check({ name: "x", age: 2 }));
try {
  person.parse({ name: 1 });
} catch (e) {
  console.log((e as Error).message);
}
interface Box<T> {
  value: T;
  label: string;
}
type Unboxed<B> = B extends Box<infer T> ? T : B;
type Contents<M> = { [K in keyof M]: Unboxed<M[K]> };
function unbox<M extends Record<string, Box<unknown> | number>>(boxes: M): Contents<M> {
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(boxes)) {
    const item = boxes[key];
    out[key] = typeof item === "number" ? item : item.value;
  }
  return out as Contents<M>;
}
const boxA: Box<number> = { value: 41, label: "a" };
const boxB: Box<string[]> = { value: ["x", "y"], label: "b" };
const opened = unbox({ a: boxA, b: boxB });
const n: number = opened.a + 1;
const words: string[] = opened.b;
console.log(n, words.join("+"), opened);
type Pair<A, B> = { first: A; second: B };
type Swap<P> = P extends Pair<infer A, infer B> ? Pair<B, A> : never;
function swap<A, B>(pair: Pair<A, B>): Swap<Pair<A, B>> {
  return { first: pair.second, second: pair.first };
}
const swapped = swap({ first: 1, second: "one" });
console.log(swapped.first.toUpperCase(), swapped.second.toFixed(2));
