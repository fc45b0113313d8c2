// Generic interfaces instantiated with `any` holding members of narrower
// instances (`Validator<string>` used as a `Validator<any>`, as tsc allows):
// calls and reads of such members reach the function through `any`, each
// argument converted to what it takes.
interface Validator<T> {
  name: string;
  validate(value: T): boolean;
}
const isShort: Validator<string> = { name: "short", validate: (s: string) => s.length < 5 };
const isPositive: Validator<number> = { name: "positive", validate: (n: number) => n > 0 };
class NonEmpty implements Validator<string> {
  name = "non-empty";
  validate(s: string): boolean { return s.length > 0; }
}
const all: Validator<any>[] = [isShort, isPositive, new NonEmpty()];
for (const v of all) {
  console.log(v.name, v.validate(v.name === "positive" ? 4 : "ok"));
}
interface Handler<T> { handle: (payload: T) => void; }
const handlers: Handler<any>[] = [
  { handle: (n: number) => console.log("num", n + 1) },
  { handle: (s: string) => console.log("str", s.toUpperCase()) },
  { handle: (x: unknown) => console.log("any", x) },
];
handlers[0].handle(41);
handlers[1].handle("hi");
handlers[2].handle([1, 2]);
const shout = handlers[1].handle;
shout("read as a value");
const byName = new Map<string, Handler<any>>([["n", handlers[0]]]);
byName.get("n")?.handle(9);
interface Logger { log(message: any): void; count: number; }
const logger: Logger = { count: 0, log(message: any) { this.count++; console.log("log:", message); } };
logger.log("one");
logger.log({ two: 2 });
console.log(logger.count);
