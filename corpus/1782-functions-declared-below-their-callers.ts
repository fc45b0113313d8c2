// Function declarations inside blocks and functions are hoisted: closures
// and statements above a declaration call it, and its result type comes
// from its body (no annotations).

function inventory(): void {
  const items: { name: string; qty: number }[] = [];
  let changes = 0;
  const add = (name: string, qty: number) => {
    record(name, qty);
    return summary();
  };
  const onEmpty = () => report("empty");
  console.log(add("bolt", 3));
  console.log(add("nut", 5));
  onEmpty();
  console.log(isLow("bolt"), isLow("nut"), changes);

  function record(name: string, qty: number) {
    items.push({ name, qty });
    changes++;
  }
  function summary() {
    return items.map((item) => item.name + "x" + item.qty).join(", ") + " (" + total() + ")";
  }
  function total() {
    let sum = 0;
    for (const item of items) sum += item.qty;
    return sum;
  }
  function isLow(name: string) {
    const found = items.find((item) => item.name === name);
    return found !== undefined && found.qty < 4;
  }
  function report(what: string) {
    console.log("report:", what, changes);
  }
}
inventory();

{
  class Point {
    constructor(public x: number, public y: number) {}
  }
  const label = (p: Point) => describe(p) + " at " + distance(p).toFixed(2);
  console.log(label(new Point(3, 4)), squares(3));
  function describe(p: Point): string {
    return "(" + p.x + ", " + p.y + ")";
  }
  function distance(p: Point) {
    return Math.sqrt(square(p.x) + square(p.y));
  }
  function square(n: number) {
    return n * n;
  }
  function squares(n: number) {
    const out: number[] = [];
    for (let i = 1; i <= n; i++) out.push(square(i));
    return out;
  }
}

function parser(text: string) {
  let position = 0;
  const next = () => (atEnd() ? null : text[position++]);
  const word = () => {
    let out = "";
    for (let c = next(); c !== null && c !== " "; c = next()) out += c;
    return out;
  };
  const words: string[] = [];
  while (!atEnd()) words.push(word());
  return words;
  function atEnd() {
    return position >= text.length;
  }
}
console.log(parser("the quick  brown fox"));

function handlers() {
  const log: string[] = [];
  const table: Record<string, (n: number) => void> = {
    inc: (n) => push("inc", n + 1),
    dec: (n) => push("dec", n - 1),
  };
  table.inc(1);
  table.dec(10);
  console.log(log);
  function push(kind: string, n: number) {
    log.push(kind + "=" + n);
  }
}
handlers();
