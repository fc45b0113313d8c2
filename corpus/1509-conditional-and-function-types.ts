// Conditional types (with `infer`, distributive over unions) and the
// utility types computed from function types: ReturnType, Parameters,
// Awaited, InstanceType; `readonly T[]` parameters of generic functions.
type ElementOf<T> = T extends (infer U)[] ? U : T;
type Unwrap<T> = T extends Promise<infer U> ? U : T;
type NonNull<T> = T extends null | undefined ? never : T;
type Ret<F> = F extends (...args: any[]) => infer R ? R : never;
type Label<T> = T extends string ? "text" : T extends number ? "number" : "other";
type Listed<T> = T extends string ? string[] : number;

function add(a: number, b: number): number {
  return a + b;
}
function makeUser(name: string) {
  return { name, tags: [name.toLowerCase()], active: true };
}
async function loadCount(): Promise<number> {
  return 41;
}
class Point {
  constructor(
    public x: number,
    public y: number,
  ) {}
  norm(): number {
    return Math.hypot(this.x, this.y);
  }
}

const element: ElementOf<number[]> = 5;
const notArray: ElementOf<string> = "plain";
const nonNull: NonNull<string | null> = "present";
const label: Label<number> = "number";
const many: Listed<string | number> = ["a", "b"];
const one: Listed<string | number> = 1;
console.log(element, notArray, nonNull, label, many, one);

const args: Parameters<typeof add> = [2, 3];
const sum: ReturnType<typeof add> = add(...args);
const user: ReturnType<typeof makeUser> = makeUser("Grace");
const first: Parameters<typeof makeUser>[0] = "Alan";
const viaInfer: Ret<typeof makeUser> = makeUser(first);
console.log(sum, user, viaInfer.tags);

type Loaded = Awaited<ReturnType<typeof loadCount>>;
type Deep = Awaited<Promise<Promise<string>>>;
const deep: Deep = "deep";
async function main(): Promise<void> {
  const count: Loaded = await loadCount();
  const unwrapped: Unwrap<Promise<number>> = count + 1;
  console.log(count, unwrapped, deep);
}

const point: InstanceType<typeof Point> = new Point(3, 4);
console.log(point.norm());

function pickFirst<T>(items: readonly T[]): T | undefined {
  return items[0];
}
function total(values: ReadonlyArray<number>): number {
  let result = 0;
  for (const value of values) result += value;
  return result;
}
const frozen: readonly string[] = ["x", "y"];
console.log(pickFirst([7, 8]), pickFirst(frozen), pickFirst<number>([]), total([1, 2, 3]));
main();
