// Type-level idioms: constant objects as enums ('(typeof X)[keyof typeof X]',
// a type and a value of one name), 'satisfies' keeping the value's own
// type, utility types, a generic pick over keys known at run time.
const Status = { Active: "active", Inactive: "inactive", Banned: "banned" } as const;
type Status = (typeof Status)[keyof typeof Status];
const Levels = ["debug", "info", "warn", "error"] as const;
type Level = (typeof Levels)[number];
function isLevel(s: string): s is Level { return (Levels as readonly string[]).includes(s); }
function describe(s: Status): string { return s === Status.Active ? "on" : `off(${s})`; }
console.log(describe(Status.Active), describe("banned"), Object.values(Status), isLevel("warn"), isLevel("x"));
type DeepPartial<T> = { [K in keyof T]?: T[K] extends object ? DeepPartial<T[K]> : T[K] };
interface Config { db: { host: string; port: number }; name: string }
const patch: DeepPartial<Config> = { db: { port: 5432 } };
console.log(patch);
type Fn = (a: number, b: string) => boolean;
type R = ReturnType<Fn>;
type P = Parameters<Fn>;
const args: P = [1, "x"];
const r: R = true;
console.log(args, r);
const conf = { retries: 3, mode: "fast" } satisfies Record<string, string | number>;
console.log(conf.retries + 1, conf.mode.toUpperCase());
type Req = Required<{ a?: number; b?: string }>;
const req: Req = { a: 1, b: "b" };
type NN = NonNullable<string | null | undefined>;
const nn: NN = "x";
type Ex = Exclude<"a" | "b" | "c", "a">;
const ex: Ex = "b";
type Ro = Readonly<{ x: number }>;
const ro: Ro = { x: 1 };
console.log(req, nn, ex, ro);
type Getters<T> = { [K in keyof T as `get${Capitalize<string & K>}`]: () => T[K] };
const g: Getters<{ name: string; age: number }> = { getName: () => "n", getAge: () => 3 };
console.log(g.getName(), g.getAge());
function pick<T extends object, K extends keyof T>(o: T, ...keys: K[]): Pick<T, K> {
  const out = {} as Pick<T, K>;
  for (const k of keys) out[k] = o[k];
  return out;
}
console.log(pick({ a: 1, b: "x", c: true }, "a", "c"));
type Awaited2 = Awaited<Promise<Promise<number>>>;
const aw: Awaited2 = 5;
console.log(aw);

function pickKeys<T extends object, K extends keyof T>(o: T, ...keys: K[]): Pick<T, K> {
  const out = {} as Pick<T, K>;
  for (const k of keys) out[k] = o[k];
  return out;
}
const account = { id: 1, name: "ann", email: "a@x", admin: false };
console.log(pickKeys(account, "name"), pickKeys(account, "id", "email"), pickKeys(account));

const q1 = pickKeys(account, "name", "admin");
console.log(q1.name.toUpperCase(), q1.admin, JSON.stringify(q1));
function maxOf<T>(items: T[], ...keys: (keyof T)[]): T | undefined {
  return items.reduce<T | undefined>((best, x) => (best === undefined || keys.some((k) => x[k] > best![k]) ? x : best), undefined);
}
console.log(maxOf([{ a: 1, b: 2 }, { a: 3, b: 0 }], "a"));

// more satisfies / const-object patterns
const Routes = { home: "/", user: "/user/:id", admin: "/admin" } as const;
type RouteName = keyof typeof Routes;
type RoutePath = (typeof Routes)[RouteName];
function link(name: RouteName, id?: number): RoutePath | string {
  const path: RoutePath = Routes[name];
  return id === undefined ? path : path.replace(":id", String(id));
}
console.log(link("home"), link("user", 7), (Object.keys(Routes) as RouteName[]).map((r) => link(r, 1)));
const Hue = { Red: 1, Green: 2, Blue: 4 } as const;
type Hue = (typeof Hue)[keyof typeof Hue];
const blend = (a: Hue, b: Hue): number => a | b;
console.log(blend(Hue.Red, Hue.Blue), Object.entries(Hue));
const handlers = {
  add: (a: number, b: number) => a + b,
  neg: (a: number) => -a,
} satisfies Record<string, (...args: number[]) => number>;
console.log(handlers.add(2, 3), handlers.neg(4));
const limits = { min: 0, max: 10, label: "range" } satisfies Record<string, number | string>;
console.log(limits.max - limits.min, limits.label.length);
