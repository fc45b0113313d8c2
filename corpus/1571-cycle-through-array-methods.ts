// Cycles made only through unshift, splice and fill.
interface Box {
  label: string;
  items: Box[];
}
let count = 0;
for (let i = 0; i < 2000; i++) {
  const a: Box = { label: "a", items: [] };
  const b: Box = { label: "b", items: [] };
  const c: Box = { label: "c", items: [a, a] };
  a.items.unshift(b);
  b.items.splice(0, 0, c);
  c.items.fill(c, 1);
  count += a.items.length + b.items.length + c.items.length;
}
console.log(count);
