// switch on a union value's kind and on literal members.
type Token = { kind: "num"; value: number } | { kind: "op"; op: "+" | "-" | "*" } | { kind: "end" };

function run(tokens: Token[]): number {
  const stack: number[] = [];
  for (const t of tokens) {
    switch (t.kind) {
      case "num":
        stack.push(t.value);
        break;
      case "op": {
        const b = stack.pop() ?? 0;
        const a = stack.pop() ?? 0;
        stack.push(t.op === "+" ? a + b : t.op === "-" ? a - b : a * b);
        break;
      }
      case "end":
        return stack.pop() ?? NaN;
    }
  }
  return NaN;
}
console.log(run([
  { kind: "num", value: 2 },
  { kind: "num", value: 3 },
  { kind: "op", op: "*" },
  { kind: "num", value: 4 },
  { kind: "op", op: "+" },
  { kind: "end" },
]));

function classify(v: string | number | boolean | null): string {
  switch (typeof v) {
    case "string":
      return `string of ${v.length}`;
    case "number":
      return v > 0 ? "positive" : "not positive";
    case "boolean":
      return v ? "yes" : "no";
    default:
      return "null";
  }
}
console.log([classify("abc"), classify(-1), classify(true), classify(null)].join("; "));
