// Iterating values typed `any`: loops take one value at a time (a
// generator runs as the loop goes), destructuring takes only what it names,
// spread and Array.from take everything.
function* counter(label: string): Generator<number> {
  try {
    for (let i = 1; i <= 5; i++) {
      console.log(`${label} yields ${i}`);
      yield i * 10;
    }
  } finally {
    console.log(`${label} closed`);
  }
}

const lazy: any = counter("loop");
for (const value of lazy) {
  console.log("loop got", value);
  if (value >= 30) break;
}

const pair: any = counter("destructure");
const [first, second] = pair;
console.log("destructured", first, second);

const all: any = counter("spread");
console.log("spread", [...all]);
console.log("from", Array.from(counter("from") as any));

const records: any = JSON.parse('[{"n":1},{"n":2},{"n":3}]');
let total = 0;
for (const record of records) total += record.n;
const [head, ...tail] = records;
console.log(total, head.n, tail.length);

const text: any = "héllo";
for (const ch of text) console.log(ch);
const table: any = new Map<string, number>([["a", 1], ["b", 2]]);
for (const [key, value] of table) console.log(key, value);
const [[k0]] = table;
console.log(k0);
const bag: any = new Set([3, 1, 2]);
let seen = "";
for (const item of bag) seen += item;
console.log(seen);

function* inner(): Generator<string, number> {
  yield "x";
  yield "y";
  return 7;
}
function* outer(): Generator<string, void> {
  const source: any = inner();
  const result = yield* source;
  console.log("inner returned", result);
}
console.log([...outer()]);

try {
  const nothing: any = 42;
  for (const x of nothing) console.log(x);
} catch (error) {
  console.log((error as Error).message);
}
try {
  const missing: any = { items: null };
  const [a] = missing.items;
  console.log(a);
} catch (error) {
  console.log((error as Error).message);
}
