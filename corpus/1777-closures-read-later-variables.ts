// A closure reading a variable its block declares below it (a literal or an
// annotated initializer): declared when the block starts, as the closure
// may run once the declaration has.
function setup(): () => number {
  const a = (): number => b() + 1;
  const b = (): number => 41;
  return a;
}
console.log(setup()());
function mutual(n: number): boolean {
  const isEven = (k: number): boolean => (k === 0 ? true : isOdd(k - 1));
  const isOdd = (k: number): boolean => (k === 0 ? false : isEven(k - 1));
  return isEven(n);
}
console.log(mutual(10), mutual(7));
function later(): void {
  const show = () => console.log(label, count);
  let count = 3;
  const label = "n";
  show();
  count++;
  show();
}
later();
function annotated(): string[] {
  const record = (s: string): void => { log.push(`${prefix}${s}`); total += s.length; };
  const log: string[] = [];
  let total: number = 0;
  const prefix: string = "> ";
  record("ab");
  record("cde");
  log.push(`total ${total}`);
  return log;
}
console.log(annotated());
class Counter {
  run(): number {
    const step = () => { value += delta; };
    let value = 10;
    const delta = -2;
    step(); step();
    return value;
  }
}
console.log(new Counter().run());
