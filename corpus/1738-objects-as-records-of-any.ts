// Any object used where a `Record<string, unknown>`, a `Record<string,
// any>` or `{ [key: string]: any }` is wanted (tsc accepts an object
// type's value, a class instance, a record of numbers): read by name,
// listed, serialized and written through, as on Node.
type Props = { a: number; b: string };
interface Config {
  host: string;
  port: number;
  tags: string[];
}
class Point {
  constructor(
    public x: number,
    public y: number,
  ) {}
}

function describe(label: string, props: Record<string, unknown>): void {
  const keys = Object.keys(props);
  console.log(label, keys.length, keys.join("|"), JSON.stringify(props));
  for (const key in props) console.log(" ", key, typeof props[key], props[key]);
}

function query(params: { [key: string]: any }): string {
  return Object.entries(params)
    .map(([key, value]) => `${key}=${encodeURIComponent(String(value))}`)
    .join("&");
}

function bump(target: Record<string, any>, key: string): void {
  target[key] = target[key] + 1;
}

const props: Props = { a: 1, b: "x y" };
describe("props", props);
console.log(query(props));

const scores: Record<string, number> = { ann: 3, bob: 4 };
describe("scores", scores);
bump(scores, "ann");
console.log(scores.ann, query(scores));

const config: Config = { host: "example.org", port: 8080, tags: ["a", "b"] };
console.log(query(config));
bump(config, "port");
console.log(config.port, "port" in config, "missing" in config);

const point = new Point(1, 2);
console.log(query(point), Object.keys(point));
bump(point, "x");
console.log(point.x, point);

const literal: Record<string, unknown> = { z: null, list: [1, [2, 3]], nested: { deep: true } };
literal.added = "later";
delete literal.z;
describe("literal", literal);
const merged: Record<string, unknown> = { ...literal, ...props, extra: 0 };
console.log(Object.keys(merged), Object.values(merged).length);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
const parsed: unknown = JSON.parse('{"name":"n","tags":["t"],"count":2,"inner":{"k":1}}');
if (isRecord(parsed)) {
  const name = parsed["name"];
  if (typeof name === "string") console.log(name.toUpperCase());
  const inner = parsed.inner;
  if (isRecord(inner)) console.log(Object.keys(inner), inner.k);
  const count = parsed.count;
  if (typeof count === "number") console.log(count * 21);
}
const rows: Record<string, any>[] = [props, scores, point];
console.log(rows.map((row) => Object.keys(row).length));
