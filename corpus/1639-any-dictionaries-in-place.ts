// Dictionaries made and parsed through `any`: properties read and written
// by name and by string key, numbers stored again and again, aliasing of
// values between dictionaries, typeof and null tests, and arrays walked
// while they grow.

const point: any = { x: 1, y: 2 };
for (let i = 0; i < 1000; i++) {
  point.x = point.x + point.y * 0.5;
  point.y = point.y - 1;
}
console.log(point, point.x + point.y);

// A value read before the store keeps what it read.
const before = point.x;
point.x = 0;
console.log(before, point.x);

// One box shared by two dictionaries: changing one leaves the other.
const a: any = { n: 10 };
const b: any = {};
b.n = a.n;
a.n = a.n + 1;
a.n += 5;
b.n -= 1;
console.log(a, b);

// The value of an assignment is the value stored.
const c: any = {};
const stored = (c.total = 4 * 3);
const again = (c["total"] = c.total / 2);
console.log(stored, again, c);

// Counting by computed keys, read back by the keys Object.keys gives.
const words = ["pear", "fig", "pear", "kiwi", "fig", "pear", "10", "2", "fig"];
const counts: any = {};
for (const word of words) {
  counts[word] = (counts[word] || 0) + 1;
}
let summary = "";
for (const key of Object.keys(counts)) {
  summary += `${key}=${counts[key]} `;
}
console.log(summary, JSON.stringify(counts));
for (const key in counts) {
  counts[key] = counts[key] * 10;
}
console.log(counts);

// Frozen and sealed dictionaries refuse new numbers as Node does.
const frozen: any = Object.freeze({ v: 1 });
try {
  frozen.v = 2;
} catch (error) {
  console.log((error as Error).message);
}
const sealed: any = Object.seal({ v: 1 });
sealed.v = 3;
try {
  sealed.w = 4;
} catch (error) {
  console.log((error as Error).message);
}
console.log(frozen.v, sealed);

// A setter reached through `any` runs with the number.
let seen = 0;
const withSetter: any = {
  set level(value: number) {
    seen = value * 2;
  },
  get level(): number {
    return seen;
  },
};
const assigned = (withSetter.level = seen + 7);
console.log(assigned, seen, withSetter.level);

// typeof and null tests of every kind of value.
const values: any[] = [0, "", "s", null, undefined, {}, [], false, () => 1, 7n, Symbol("s")];
const rows: string[] = [];
for (const value of values) {
  rows.push(
    [
      typeof value === "object",
      typeof value !== "number",
      "string" === typeof value,
      typeof value == "function",
      typeof value === "undefined",
      typeof value === "bigint",
      typeof value === "symbol",
      typeof value === "boolean",
      value === null,
      value !== undefined,
      value == null,
      undefined != value,
    ]
      .map((flag) => (flag ? "1" : "0"))
      .join(""),
  );
}
console.log(rows.join(" "));

// Walking a parsed document: arrays grow while they are walked.
const doc: any = JSON.parse('{"list":[1,2,3],"names":["a","b"],"mixed":[1,"x",null,{"k":1}]}');
for (const n of doc.list) {
  if (n < 50 && doc.list.length < 10) doc.list.push(n * 10);
}
for (const name of doc.names) {
  if (doc.names.length < 4) doc.names.push(name + name);
}
const kinds: string[] = [];
for (const item of doc.mixed) kinds.push(item === null ? "null" : typeof item);
console.log(doc.list, doc.names, kinds.join(","));

function countKeys(value: any): number {
  if (Array.isArray(value)) {
    let n = 0;
    for (const item of value) n += countKeys(item);
    return n;
  }
  if (value !== null && typeof value === "object") {
    let n = 0;
    for (const key of Object.keys(value)) n += 1 + countKeys(value[key]);
    return n;
  }
  return 0;
}
console.log(countKeys(doc), countKeys(JSON.parse('[{"a":{"b":[{"c":1},{"d":null}]}},3,"x"]')));

// A typed array of numbers handed to `any` and walked.
const typed: number[] = [3, 1, 2];
const held: any = typed;
let walked = 0;
for (const n of held) walked = walked * 10 + n;
held[3] = 9;
console.log(walked, typed, typed.length);
