// JSON.parse with a reviver: called children first with each key and
// value, its result replacing the value, `undefined` removing it.
const seen: string[] = [];
const value = JSON.parse('{"a": 1, "b": [1, 2, {"c": "x"}], "drop": true, "n": null, "s": "text"}', (key: string, value: unknown) => {
  seen.push(key === "" ? "(root)" : key);
  if (key === "drop") return undefined;
  if (typeof value === "number") return value * 10;
  if (typeof value === "string") return value.toUpperCase();
  return value;
});
console.log(value);
console.log(seen.join(","));
interface Reading {
  sensor: string;
  celsius: number;
  samples: number[];
}
const readings = JSON.parse('[{"sensor": "a", "celsius": 21.456, "samples": [1.04, 2.5]}, {"sensor": "b", "celsius": -3.333, "samples": []}]', (key, v) =>
  typeof v === "number" ? Math.round(v * 10) / 10 : v,
) as Reading[];
console.log(readings, readings[0].celsius + readings[1].celsius);
try {
  JSON.parse("[1, 2, 3]", (key, v) => {
    if (key === "1") throw new RangeError("no twos allowed");
    return v;
  });
} catch (e) {
  console.log("caught", e instanceof RangeError, (e as Error).message);
}
console.log(JSON.stringify(JSON.parse("[1, 2, 3]", (key: string, v: unknown) => (key === "1" ? undefined : v))));
const root = JSON.parse('{"x": 1}', (key: string, v: unknown) => (key === "" ? "replaced root" : v));
console.log(root);
