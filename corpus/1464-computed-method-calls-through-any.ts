const a = [5, 1, 4, 2, 3];
const m = "toSorted";
const out = (a as any)[m]((x: number, y: number) => x - y);
console.log(JSON.stringify(out));
const b: any = [3, 1, 2];
console.log(b.toSorted((x: number, y: number) => x - y), b["map"]((x: number) => x * 2));
{
  const xs = [10, 20, 30];
  const name = "toReversed";
  console.log((xs as any)[name](), xs);
  const handlers: Array<(n: number) => number> = [(n) => n + 1, (n) => n * 2];
  for (let i = 0; i < handlers.length; i++) console.log(handlers[i](5));
}
