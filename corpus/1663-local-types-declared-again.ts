// Interfaces and type aliases declared inside functions and blocks under
// names that are declared elsewhere too: each is its own type where its
// block is.
interface Item {
  id: number;
  name: string;
}
type Pair = [number, number];

function first(): string {
  interface Item {
    label: string;
    weight: number;
  }
  type Pair = { a: Item; b: Item };
  const pair: Pair = { a: { label: "x", weight: 2 }, b: { label: "y", weight: 3 } };
  return `${pair.a.label}${pair.b.weight}`;
}

function second(): number {
  interface Item {
    count: number;
    next?: Item;
  }
  const chain: Item = { count: 1, next: { count: 2, next: { count: 3 } } };
  let total = 0;
  for (let item: Item | undefined = chain; item !== undefined; item = item.next) total += item.count;
  return total;
}

function third(n: number): string[] {
  const out: string[] = [];
  for (let i = 0; i < n; i++) {
    type Row = { index: number; text: string };
    const row: Row = { index: i, text: "r" + i };
    out.push(JSON.stringify(row));
  }
  {
    type Row = string;
    const r: Row = "block";
    out.push(r);
  }
  return out;
}

function fourth(): number {
  interface Item {
    v: number;
  }
  function sum(items: Item[]): number {
    return items.reduce((s, x) => s + x.v, 0);
  }
  const make = (v: number): Item => ({ v });
  return sum([make(1), make(2), make(39)]);
}

const top: Item = { id: 1, name: "top" };
const pair: Pair = [1, 2];
console.log(first(), second(), third(2), fourth(), top, pair);
{
  interface Item {
    flag: boolean;
  }
  const inner: Item = { flag: true };
  console.log(inner);
}
{
  interface Item {
    flag: string;
  }
  const inner: Item = { flag: "yes" };
  console.log(inner, top.name);
}
// Property and method names that are also variables around the type.
function fifth(): string {
  const label = "outer";
  const count = 5;
  interface Named {
    label: string;
    count(): number;
  }
  const named: Named = { label, count: () => count * 2 };
  return named.label + named.count();
}
console.log(fifth());
function useOuter(item: Item): string {
  return item.name + item.id;
}
console.log(useOuter(top));
