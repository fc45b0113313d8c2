// Narrowing properties: `this.cache`, `item.value` checked, then used.
class Memo {
  private cache: number | null = null;
  private label: string | undefined;
  calls = 0;
  compute(): number {
    if (this.cache !== null) return this.cache;
    this.calls++;
    this.cache = 6 * 7;
    return 0 + this.calls;
  }
  name(): string {
    if (this.label === undefined) this.label = "memo";
    return this.label;
  }
}
const memo = new Memo();
console.log(memo.compute(), memo.compute(), memo.calls, memo.name());

interface Item {
  title: string;
  value: string | number | null;
  done?: boolean;
}
const items: Item[] = [
  { title: "a", value: 3 },
  { title: "b", value: "x" },
  { title: "c", value: null, done: true },
];
for (const item of items) {
  if (item.value === null) {
    console.log(item.title, "no value", item.done === true);
  } else if (typeof item.value === "number") {
    console.log(item.title, item.value * 2);
  } else {
    console.log(item.title, item.value.toUpperCase(), item.done ?? false);
  }
}
function describe(item: Item): string {
  return typeof item.value === "string" ? `text(${item.value.length})` : String(item.value);
}
console.log(items.map(describe));
