// A recursive-descent parser for arithmetic that reports syntax errors
// with positions by throwing.
class ParseError extends SyntaxError {
  constructor(message: string, public position: number) {
    super(`${message} at ${position}`);
    this.name = "ParseError";
  }
}

class Parser {
  private pos = 0;
  constructor(private text: string) {}

  parse(): number {
    const value = this.expression();
    this.skip();
    if (this.pos < this.text.length) {
      throw new ParseError(`unexpected '${this.text[this.pos]}'`, this.pos);
    }
    return value;
  }
  private skip(): void {
    while (this.text[this.pos] === " ") this.pos++;
  }
  private expression(): number {
    let value = this.term();
    for (;;) {
      this.skip();
      const c = this.text[this.pos];
      if (c === "+") { this.pos++; value += this.term(); }
      else if (c === "-") { this.pos++; value -= this.term(); }
      else return value;
    }
  }
  private term(): number {
    let value = this.factor();
    for (;;) {
      this.skip();
      const c = this.text[this.pos];
      if (c === "*") { this.pos++; value *= this.factor(); }
      else if (c === "/") {
        this.pos++;
        const divisor = this.factor();
        if (divisor === 0) throw new RangeError("division by zero");
        value /= divisor;
      } else return value;
    }
  }
  private factor(): number {
    this.skip();
    const c = this.text[this.pos];
    if (c === "(") {
      this.pos++;
      const value = this.expression();
      this.skip();
      if (this.text[this.pos] !== ")") throw new ParseError("expected ')'", this.pos);
      this.pos++;
      return value;
    }
    if (c === "-") {
      this.pos++;
      return -this.factor();
    }
    const start = this.pos;
    while (this.pos < this.text.length && /* digits */ "0123456789.".includes(this.text[this.pos])) {
      this.pos++;
    }
    if (start === this.pos) {
      throw new ParseError(c === undefined ? "unexpected end" : `unexpected '${c}'`, start);
    }
    return Number(this.text.slice(start, this.pos));
  }
}

const inputs = ["1 + 2 * 3", "(1 + 2) * 3", "2 * (3 + 4", "10 / (5 - 5)", "4 + * 2", "-(2.5 * 4) + 1", "7 7", ""];
for (const input of inputs) {
  try {
    console.log(JSON.stringify(input), "=", new Parser(input).parse());
  } catch (e) {
    if (e instanceof ParseError) console.log(JSON.stringify(input), "->", e.name, e.message, e.position);
    else if (e instanceof Error) console.log(JSON.stringify(input), "->", String(e));
  }
}
