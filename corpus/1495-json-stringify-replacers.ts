// JSON.stringify with a replacer function (called with the holder as
// `this`, after toJSON) or a list of keys, with and without indentation.
class Point {
  constructor(public x: number, public y: number) {}
}
const data = {
  name: "widget",
  count: 3,
  ratio: 0.5,
  tags: ["a", "b"],
  nested: { deep: [1, { z: true }], when: new Date(0) },
  point: new Point(1, 2),
  skip: undefined,
  missing: null,
};
console.log(JSON.stringify(data, (key, value) => (typeof value === "number" ? value * 10 : value)));
console.log(JSON.stringify(data, (key, value) => (key === "tags" ? undefined : value), 2));
console.log(JSON.stringify(data, ["name", "point", "x", "nested", "deep"]));
console.log(JSON.stringify(data, ["count", "tags"], "--"));
const seen: string[] = [];
JSON.stringify({ a: 1, b: [2, 3], c: { d: 4 } }, (key, value) => {
  seen.push(key === "" ? "(root)" : key);
  return value;
});
console.log(seen.join(","));
console.log(JSON.stringify([1, "two", null, [3]], (key, value) => (value === null ? "nil" : value)));
console.log(JSON.stringify({ fn: () => 1, n: NaN, inf: Infinity }, (key, value) => value));
console.log(JSON.stringify(new Map([["k", 1]]), (key, value) => value), JSON.stringify(5, (key, value) => value + 1));
console.log(JSON.stringify({ a: 1 }, (key, value) => (key === "" ? undefined : value)));
