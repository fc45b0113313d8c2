// An expression evaluator over a discriminated union whose members give one property a number in one and a node in another (evaluation, printing, counting node kinds).
type Expr =
  | { type: "num"; value: number }
  | { type: "var"; name: string }
  | { type: "bin"; op: "+" | "-" | "*" | "/"; left: Expr; right: Expr }
  | { type: "call"; fn: string; args: Expr[] }
  | { type: "let"; name: string; value: Expr; body: Expr };

type Env = Map<string, number>;

function evaluate(e: Expr, env: Env): number {
  switch (e.type) {
    case "num":
      return e.value;
    case "var": {
      const v = env.get(e.name);
      if (v === undefined) throw new Error(`unbound ${e.name}`);
      return v;
    }
    case "bin": {
      const l = evaluate(e.left, env);
      const r = evaluate(e.right, env);
      switch (e.op) {
        case "+": return l + r;
        case "-": return l - r;
        case "*": return l * r;
        case "/": return l / r;
      }
    }
    case "call": {
      const args = e.args.map((a) => evaluate(a, env));
      if (e.fn === "max") return Math.max(...args);
      if (e.fn === "min") return Math.min(...args);
      throw new Error("unknown fn " + e.fn);
    }
    case "let": {
      const inner = new Map(env);
      inner.set(e.name, evaluate(e.value, env));
      return evaluate(e.body, inner);
    }
  }
}

function show(e: Expr): string {
  switch (e.type) {
    case "num": return String(e.value);
    case "var": return e.name;
    case "bin": return `(${show(e.left)} ${e.op} ${show(e.right)})`;
    case "call": return `${e.fn}(${e.args.map(show).join(", ")})`;
    case "let": return `let ${e.name} = ${show(e.value)} in ${show(e.body)}`;
  }
}

const num = (value: number): Expr => ({ type: "num", value });
const v = (name: string): Expr => ({ type: "var", name });
const bin = (op: "+" | "-" | "*" | "/", left: Expr, right: Expr): Expr => ({ type: "bin", op, left, right });

const program: Expr = {
  type: "let", name: "x", value: bin("*", num(3), num(4)),
  body: { type: "call", fn: "max", args: [v("x"), bin("+", v("x"), num(1.5)), num(-2)] },
};
console.log(show(program));
console.log(evaluate(program, new Map()));
try {
  evaluate(v("y"), new Map());
} catch (err) {
  console.log((err as Error).message);
}
function count(e: Expr): Record<string, number> {
  const out: Record<string, number> = {};
  const walk = (x: Expr): void => {
    out[x.type] = (out[x.type] ?? 0) + 1;
    if (x.type === "bin") { walk(x.left); walk(x.right); }
    else if (x.type === "call") x.args.forEach(walk);
    else if (x.type === "let") { walk(x.value); walk(x.body); }
  };
  walk(e);
  return out;
}
console.log(count(program));
