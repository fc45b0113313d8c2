// Object literals: shorthand properties and methods, nested objects,
// string and numeric keys, printing as Node prints them.
const x = 3;
const y = 4;
const point = { x, y };
console.log(point);
const labeled = { "first name": "Ada", "last-name": "Lovelace", 1: "one", 10: "ten" };
console.log(labeled);
const config = {
  name: "server",
  port: 8080,
  secure: false,
  tags: ["web", "api"],
  limits: { connections: 100, timeoutMs: 2500 },
};
console.log(config);
console.log(config.limits.timeoutMs / 1000, config.tags.join("+"));
config.port += 1;
config.secure = !config.secure;
config.limits.connections *= 2;
config.tags.push("v2");
console.log(config.port, config.secure, config.limits, config.tags);

const calculator = {
  total: 0,
  add(n: number): number {
    return n + 1;
  },
  describe: (label: string) => "calc:" + label,
};
console.log(calculator.add(41), calculator.describe("main"), calculator.total);

const deep = { a: { b: { c: { d: { e: "deep" } } } } };
console.log(deep);
console.log(deep.a.b.c.d.e);

const list = [
  { id: 1, label: "one" },
  { id: 2, label: "two" },
  { id: 3, label: "three" },
];
console.log(list);
console.log(list.map((item) => item.id * 10));
console.log(list.filter((item) => item.label.length === 3).map((item) => item.label));

const empty = {};
console.log(empty, [empty, { inner: empty }]);
const withFunctions = { run: () => 1, name: "fn holder" };
console.log(withFunctions);
const a = { value: 1 };
const b = a;
const c = { value: 1 };
b.value = 2;
console.log(a.value, a === b, a === c);
const long = {
  alpha: "aaaaaaaaaa",
  beta: "bbbbbbbbbb",
  gamma: "cccccccccc",
  delta: "dddddddddd",
  epsilon: "eeeeeeeeee",
};
console.log(long);
