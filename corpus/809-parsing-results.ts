// A small tokenizer whose tokens are a union of numbers, operators and
// names, and an evaluator that narrows them.
type Token = number | string;

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < text.length) {
    const c = text[i];
    if (c === " ") {
      i++;
    } else if (c >= "0" && c <= "9") {
      let j = i;
      while (j < text.length && ((text[j] >= "0" && text[j] <= "9") || text[j] === ".")) j++;
      tokens.push(Number(text.slice(i, j)));
      i = j;
    } else {
      tokens.push(c);
      i++;
    }
  }
  return tokens;
}

function evaluate(tokens: Token[]): number | string {
  const stack: number[] = [];
  for (const t of tokens) {
    if (typeof t === "number") {
      stack.push(t);
      continue;
    }
    const b = stack.pop();
    const a = stack.pop();
    if (a === undefined || b === undefined) return `missing operand for ${t}`;
    switch (t) {
      case "+": stack.push(a + b); break;
      case "-": stack.push(a - b); break;
      case "*": stack.push(a * b); break;
      case "/": stack.push(a / b); break;
      default: return `unknown operator ${t}`;
    }
  }
  return stack.length === 1 ? stack[0] : "bad expression";
}

for (const source of ["3 4 +", "2 3 4 * +", "10 2 /", "1 +", "2 3 ^", "1 2"]) {
  const tokens = tokenize(source);
  const result = evaluate(tokens);
  const shown = typeof result === "number" ? `= ${result}` : `error: ${result}`;
  console.log(source.padEnd(10), JSON.stringify(tokens), shown);
}
