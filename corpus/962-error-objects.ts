// Error objects as values: stored, passed, compared and described.
const errors: Error[] = [
  new Error("plain"),
  new TypeError("wrong type"),
  new RangeError("too far"),
  new SyntaxError("bad syntax"),
  new ReferenceError("no such name"),
  new EvalError("eval"),
  new URIError("bad uri"),
];
for (const e of errors) {
  console.log(e.name, "|", e.message, "|", String(e), "|", e instanceof TypeError);
}
const counts = new Map<string, number>();
for (const e of errors) counts.set(e.name, (counts.get(e.name) ?? 0) + 1);
console.log([...counts.keys()].join(","));

function describe(e: Error): string {
  return `${e.name}(${e.message.length})`;
}
console.log(errors.map(describe).join(" "));

const renamed = new Error("custom");
renamed.name = "CustomName";
console.log(String(renamed), renamed.toString());
const noMessage = new TypeError();
console.log(`[${noMessage.message}]`, String(noMessage));
const emptyName = new Error("only message");
emptyName.name = "";
console.log(String(emptyName));

function firstFailure(checks: (() => void)[]): Error | null {
  for (const check of checks) {
    try {
      check();
    } catch (e) {
      if (e instanceof Error) return e;
    }
  }
  return null;
}
const failure = firstFailure([
  () => {},
  () => { throw new RangeError("second check failed"); },
  () => { throw new Error("never reached"); },
]);
console.log(failure === null ? "all passed" : failure.message);
console.log(firstFailure([() => {}]) === null);
