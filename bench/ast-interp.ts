// A tokenizer, parser and tree-walking evaluator for arithmetic.
const benchStarted = performance.now();
type Token = { kind: "num"; value: number } | { kind: "op"; op: string } | { kind: "paren"; open: boolean };
type Node = { kind: "num"; value: number } | { kind: "bin"; op: string; left: Node; right: Node };
function tokenize(source: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < source.length) {
    const c = source[i];
    if (c === " ") { i++; continue; }
    if (c >= "0" && c <= "9") {
      let j = i;
      while (j < source.length && source[j] >= "0" && source[j] <= "9") j++;
      tokens.push({ kind: "num", value: parseInt(source.slice(i, j)) });
      i = j;
    } else if (c === "(" || c === ")") {
      tokens.push({ kind: "paren", open: c === "(" });
      i++;
    } else {
      tokens.push({ kind: "op", op: c });
      i++;
    }
  }
  return tokens;
}
class Parser {
  private position = 0;
  constructor(private tokens: Token[]) {}
  parseExpression(): Node {
    let left = this.parseTerm();
    while (this.peekOp("+") || this.peekOp("-")) {
      const op = (this.tokens[this.position++] as { kind: "op"; op: string }).op;
      left = { kind: "bin", op, left, right: this.parseTerm() };
    }
    return left;
  }
  private parseTerm(): Node {
    let left = this.parseFactor();
    while (this.peekOp("*") || this.peekOp("/") || this.peekOp("%")) {
      const op = (this.tokens[this.position++] as { kind: "op"; op: string }).op;
      left = { kind: "bin", op, left, right: this.parseFactor() };
    }
    return left;
  }
  private parseFactor(): Node {
    const token = this.tokens[this.position++];
    if (token.kind === "num") return { kind: "num", value: token.value };
    const inner = this.parseExpression();
    this.position++;
    return inner;
  }
  private peekOp(op: string): boolean {
    const token = this.tokens[this.position];
    return token !== undefined && token.kind === "op" && token.op === op;
  }
}
function evaluate(node: Node): number {
  if (node.kind === "num") return node.value;
  const l = evaluate(node.left), r = evaluate(node.right);
  switch (node.op) {
    case "+": return l + r;
    case "-": return l - r;
    case "*": return l * r;
    case "/": return r === 0 ? 0 : Math.floor(l / r);
    default: return r === 0 ? 0 : l % r;
  }
}
let total = 0;
for (let i = 0; i < 60000; i++) {
  const source = `(${i} + ${i % 7} * (${i % 13} - 3)) % 97 + ${i % 5} * (2 + ${i % 11}) / 3`;
  total += evaluate(new Parser(tokenize(source)).parseExpression());
}
console.log(total);
console.error(`work-ms: ${(performance.now() - benchStarted).toFixed(1)}`);
