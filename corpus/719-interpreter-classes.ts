// A tiny interpreter: tokens, an AST of classes, evaluation with an
// environment map, and errors for unknown names.
abstract class Expr {
  abstract evaluate(env: Map<string, number>): number;
  abstract show(): string;
}
class Num extends Expr {
  constructor(readonly value: number) { super(); }
  evaluate(): number { return this.value; }
  show(): string { return String(this.value); }
}
class Var extends Expr {
  constructor(readonly name: string) { super(); }
  evaluate(env: Map<string, number>): number {
    const value = env.get(this.name);
    if (value === undefined) throw new ReferenceError(`${this.name} is not defined`);
    return value;
  }
  show(): string { return this.name; }
}
class Bin extends Expr {
  constructor(readonly op: string, readonly left: Expr, readonly right: Expr) { super(); }
  evaluate(env: Map<string, number>): number {
    const a = this.left.evaluate(env);
    const b = this.right.evaluate(env);
    switch (this.op) {
      case "+": return a + b;
      case "-": return a - b;
      case "*": return a * b;
      case "/": return a / b;
      default: throw new SyntaxError(`bad operator ${this.op}`);
    }
  }
  show(): string { return `(${this.left.show()} ${this.op} ${this.right.show()})`; }
}
const program = new Bin("+", new Num(2), new Bin("*", new Var("x"), new Num(10)));
const env = new Map<string, number>([["x", 4]]);
console.log(program.show(), "=", program.evaluate(env));
for (const e of [new Var("y"), new Bin("%", new Num(1), new Num(2)), new Bin("/", new Num(1), new Num(0))]) {
  try {
    console.log(e.show(), "=", e.evaluate(env));
  } catch (err) {
    if (err instanceof Error) console.log(e.show(), "->", err.name, err.message);
  }
}
const lone = new Num(7);
console.log(lone.evaluate(), lone.show());
