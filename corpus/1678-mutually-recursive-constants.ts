// Constants holding annotated arrow or function expressions, inside a
// function or a block, named by closures written above them (mutually
// recursive helpers of a small parser and an even/odd pair).
function evaluate(source: string): number {
  const tokens = source.match(/\d+(\.\d+)?|[-+*/()]/g) ?? [];
  let position = 0;
  const expression = (): number => {
    let value = term();
    while (tokens[position] === "+" || tokens[position] === "-") {
      const operator = tokens[position++];
      const right = term();
      value = operator === "+" ? value + right : value - right;
    }
    return value;
  };
  const term = (): number => {
    let value = factor();
    while (tokens[position] === "*" || tokens[position] === "/") {
      const operator = tokens[position++];
      const right = factor();
      value = operator === "*" ? value * right : value / right;
    }
    return value;
  };
  const factor = function (): number {
    const token = tokens[position++];
    if (token === "(") {
      const inner = expression();
      position++;
      return inner;
    }
    if (token === "-") return -factor();
    return Number(token);
  };
  return expression();
}
for (const source of ["1 + 2 * 3", "(1 + 2) * 3", "10 / 4 - -2", "2 * (3 + 4) * 0.5"]) {
  console.log(source, "=", evaluate(source));
}

{
  const isEven = (n: number): boolean => (n === 0 ? true : isOdd(n - 1));
  const isOdd = (n: number): boolean => (n === 0 ? false : isEven(n - 1));
  console.log(isEven(10), isOdd(7), [1, 2, 3].map(isOdd));
}

function makeCounter(): { next: () => number; reset: (to?: number) => void } {
  let count = 0;
  const next = (): number => bump(1);
  const bump = (by: number): number => (count += by);
  const reset = (to?: number): void => {
    count = to ?? 0;
  };
  return { next, reset };
}
const counter = makeCounter();
counter.next();
counter.next();
console.log(counter.next());
counter.reset(10);
console.log(counter.next());
