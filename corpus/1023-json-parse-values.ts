// JSON.parse of every kind of value: numbers at the edges, escapes,
// Unicode, nesting, key order and repeated keys.
const samples = [
  "0", "-0", "1e400", "-1e400", "1E-400", "123456789012345678901234567890", "0.1", "2.5e-3", "-12.75E+2",
  '""', '"\\"\\\\\\/\\b\\f\\n\\r\\t"', '"\\u00e9\\u4e2d\\ud83d\\ude00"', '"\\ud800"', '"plain ünïcödé"',
  "true", "false", "null", "[]", "{}", "[[[]]]", '{"a":{"b":{"c":{}}}}',
  ' \t\n\r [ 1 , "two" , false , null ] \n',
  '{"b": 1, "a": 2, "10": 3, "2": 4, "-1": 5, "01": 6}',
  '{"x": 1, "y": 2, "x": 3}',
];
for (const sample of samples) {
  const value = JSON.parse(sample) as unknown;
  console.log(JSON.stringify(sample), "->", value, JSON.stringify(value));
}
const s: unknown = JSON.parse('"text"');
if (typeof s === "string") console.log(s.length, s.toUpperCase());
const n: unknown = JSON.parse("41");
if (typeof n === "number") console.log(n + 1);
const b: unknown = JSON.parse("true");
console.log(typeof b, b === true);
const z: unknown = JSON.parse("null");
console.log(z === null, typeof z);
