// JSON.parse into declared types: the values parsed straight from the
// text, and the texts that make the parse go through the tree instead
// (integer-like keys, repeated keys, syntax errors after values that
// fit), printed as Node prints them.
interface Stock {
  warehouse: string;
  count: number;
}
interface Item {
  id: number;
  name: string;
  tags: string[];
  price: number | null;
  stock: Stock[];
  note?: string;
  extra?: unknown;
}
const items: Item[] = JSON.parse(
  '[{"id":1,"name":"a \\"quoted\\" \\u00e9 name","tags":["x","y"],"price":1.5,"stock":[{"warehouse":"n","count":2}]},' +
    ' { "id" : 2 , "name" : "b", "tags" : [ ] , "price" : null , "stock" : [ ] , "note" : "n" , "more" : [1, "two", null, {"k": true}] }]',
);
console.log(items, items.length, items[0].name.length);
console.log(Object.keys(items[1]), JSON.stringify(items[1]));
items[0].note = "added";
console.log(items[0]);

// Integer-like keys come first, a repeated key keeps its first place and
// its last value.
const ordered: Record<string, number> = JSON.parse('{"b":1,"2":2,"a":3,"1":4,"b":5}');
console.log(ordered, Object.keys(ordered));
interface Pair {
  left: number;
  right: string;
}
const repeated: Pair = JSON.parse('{"left":1,"right":"r","left":7}');
console.log(repeated);
const numbered: { [key: string]: string } = JSON.parse('{"10":"ten","9":"nine","x":"ex"}');
console.log(numbered);

// Unions, unknown values, nested records and arrays of arrays.
type Cell = number | string | boolean | null;
const cells: Cell[] = JSON.parse('[1, "s", true, null, -0, 1e21, 0.1]');
console.log(cells, Object.is(cells[4], -0));
const grid: number[][] = JSON.parse("[[1,2],[],[3]]");
console.log(grid, grid.flat().length);
const nested: Record<string, Record<string, boolean[]>> = JSON.parse(
  '{"outer":{"inner":[true,false]},"empty":{}}',
);
console.log(nested, nested.outer.inner[1]);
const loose: unknown = JSON.parse('{"a":[1,{"b":null}]}');
console.log(loose);
const maybe: Stock | null = JSON.parse("null");
console.log(maybe);

// Syntax errors, wherever they are, are Node's SyntaxErrors.
const broken = [
  '[{"id":1,"name":"a","tags":[],"price":1,"stock":[]},]',
  '{"warehouse":"w","count":1',
  '{"warehouse":"w","count":1} x',
  '{"warehouse":"w" "count":1}',
  '{"warehouse":"w","count":01}',
  '{"warehouse":"w\\x","count":1}',
  "",
];
for (const text of broken) {
  try {
    const stock: Stock = JSON.parse(text);
    console.log("parsed", stock);
  } catch (error) {
    console.log((error as Error).name, (error as Error).message);
  }
}
let sum = 0;
for (let round = 0; round < 200; round++) {
  const parsed: Stock[] = JSON.parse(
    JSON.stringify([{ warehouse: "w" + round, count: round }, { warehouse: "v", count: 1 }]),
  );
  sum += parsed[0].count + parsed[1].count + parsed[0].warehouse.length;
}
console.log(sum);
