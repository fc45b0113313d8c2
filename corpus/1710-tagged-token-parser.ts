// A tokenizer and a recursive-descent parser over discriminated token and node unions (a literal-union property, narrowing in a class's methods, exceptions for bad input).
type Token =
  | { type: "number"; value: number; pos: number }
  | { type: "ident"; value: string; pos: number }
  | { type: "punct"; value: "(" | ")" | "+" | "-" | "*" | "/" | ","; pos: number }
  | { type: "eof"; pos: number };

function lex(src: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < src.length) {
    const ch = src[i];
    if (/\s/.test(ch)) { i++; continue; }
    if (/[0-9]/.test(ch)) {
      let j = i;
      while (j < src.length && /[0-9.]/.test(src[j])) j++;
      tokens.push({ type: "number", value: parseFloat(src.slice(i, j)), pos: i });
      i = j;
    } else if (/[a-z]/i.test(ch)) {
      let j = i;
      while (j < src.length && /\w/.test(src[j])) j++;
      tokens.push({ type: "ident", value: src.slice(i, j), pos: i });
      i = j;
    } else if ("()+-*/,".includes(ch)) {
      tokens.push({ type: "punct", value: ch as "(" | ")" | "+" | "-" | "*" | "/" | ",", pos: i });
      i++;
    } else {
      throw new SyntaxError(`unexpected '${ch}' at ${i}`);
    }
  }
  tokens.push({ type: "eof", pos: src.length });
  return tokens;
}

type Node =
  | { kind: "lit"; value: number }
  | { kind: "ref"; name: string }
  | { kind: "binary"; op: string; left: Node; right: Node }
  | { kind: "call"; callee: string; args: Node[] };

class Parser {
  private i = 0;
  constructor(private tokens: Token[]) {}
  private peek(): Token { return this.tokens[this.i]; }
  private next(): Token { return this.tokens[this.i++]; }
  private isPunct(v: string): boolean { const t = this.peek(); return t.type === "punct" && t.value === v; }
  parse(): Node { const n = this.expr(); const t = this.peek(); if (t.type !== "eof") throw new Error("trailing input at " + t.pos); return n; }
  private expr(): Node {
    let left = this.term();
    while (this.isPunct("+") || this.isPunct("-")) {
      const op = this.next();
      const right = this.term();
      left = { kind: "binary", op: op.type === "punct" ? op.value : "?", left, right };
    }
    return left;
  }
  private term(): Node {
    let left = this.atom();
    while (this.isPunct("*") || this.isPunct("/")) {
      const op = this.next();
      left = { kind: "binary", op: op.type === "punct" ? op.value : "?", left, right: this.atom() };
    }
    return left;
  }
  private atom(): Node {
    const t = this.next();
    switch (t.type) {
      case "number": return { kind: "lit", value: t.value };
      case "ident": {
        if (this.isPunct("(")) {
          this.next();
          const args: Node[] = [];
          if (!this.isPunct(")")) {
            args.push(this.expr());
            while (this.isPunct(",")) { this.next(); args.push(this.expr()); }
          }
          this.next();
          return { kind: "call", callee: t.value, args };
        }
        return { kind: "ref", name: t.value };
      }
      case "punct":
        if (t.value === "(") { const e = this.expr(); this.next(); return e; }
        if (t.value === "-") return { kind: "binary", op: "-", left: { kind: "lit", value: 0 }, right: this.atom() };
        throw new Error(`unexpected ${t.value} at ${t.pos}`);
      case "eof":
        throw new Error("unexpected end");
    }
  }
}

const fns: Record<string, (...xs: number[]) => number> = { max: Math.max, min: Math.min, sum: (...xs) => xs.reduce((a, b) => a + b, 0) };
function run(n: Node, env: Map<string, number>): number {
  switch (n.kind) {
    case "lit": return n.value;
    case "ref": { const v = env.get(n.name); if (v === undefined) throw new ReferenceError(n.name + " is not defined"); return v; }
    case "binary": {
      const a = run(n.left, env), b = run(n.right, env);
      return n.op === "+" ? a + b : n.op === "-" ? a - b : n.op === "*" ? a * b : a / b;
    }
    case "call": return fns[n.callee](...n.args.map((x) => run(x, env)));
  }
}
const env = new Map([["x", 3], ["y", 4.5]]);
for (const src of ["1 + 2 * 3", "max(x, y, 2) * -2", "sum(1,2,3,x)/ (y - 0.5)", "(1 + ", "z + 1", "3 $ 4"]) {
  try {
    const tree = new Parser(lex(src)).parse();
    console.log(src, "=>", run(tree, env));
  } catch (e) {
    console.log(src, "!!", e instanceof Error ? `${e.name}: ${e.message}` : e);
  }
}
console.log(JSON.stringify(new Parser(lex("f(a, 2)")).parse()));
