// Interfaces with optional methods, function properties, and index access.
interface Plugin {
  name: string;
  init?(): void;
  transform: (input: string) => string;
}
const plugins: Plugin[] = [
  { name: "upper", transform: (s) => s.toUpperCase() },
  { name: "exclaim", transform: (s) => s + "!", init() { console.log("exclaim ready"); } },
  { name: "trim", transform: (s) => s.trim() },
];
for (const p of plugins) p.init?.();
const run = (input: string) => plugins.reduce((acc, p) => p.transform(acc), input);
console.log(run("  hello  "));
console.log(plugins.map((p) => p.name).join(" > "));
const registry: { [name: string]: Plugin } = {};
for (const p of plugins) registry[p.name] = p;
console.log(registry["trim"].transform("  x  "), "upper" in registry, "lower" in registry);
type Handlers = Record<string, (n: number) => number>;
const ops: Handlers = { double: (n) => n * 2, square: (n) => n * n };
for (const [name, fn] of Object.entries(ops)) console.log(name, fn(7));
