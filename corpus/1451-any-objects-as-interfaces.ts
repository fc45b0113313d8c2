// Objects made through 'any' used as interface types: read, written (a
// new optional property too), nested, printed, JSON.stringify'd, returned
// from an async function, stored into object[] and cast back.
interface Point {
  x: number;
  y: number;
  label?: string;
}
interface Shape {
  name: string;
  origin: Point;
  tags?: string[];
  extra?: any;
}

function describe(p: Point): string {
  return `(${p.x}, ${p.y})${p.label ?? ""}`;
}

function move(p: Point, dx: number): void {
  p.x += dx;
  p.label = "moved";
}

const raw: any = { x: 1, y: 2 };
console.log(describe(raw));
move(raw, 5);
console.log(describe(raw), raw.x, raw.label);
console.log(raw);

const shape: Shape = { name: "tri", origin: { x: 0, y: 0 } } as any;
console.log(shape.name, describe(shape.origin), shape.tags?.length, shape.extra);
shape.origin.y = 9;
shape.extra = { deep: true };
console.log(JSON.stringify(shape));
console.log(shape);
console.log("x" in raw, "z" in raw, "x" in (raw as Point));

async function fetchThing(): Promise<{ id: string }> {
  await Promise.resolve();
  return { id: "abc", n: 1 } as any;
}
async function main(): Promise<void> {
  const thing = await fetchThing();
  console.log(thing.id, JSON.stringify(thing));
  const list: object[] = [];
  for (let i = 0; i < 3; i++) list[i] = { id: i };
  console.log((list[2] as { id: number }).id, list.length);
  const data: any = JSON.parse('{"points":[{"x":1,"y":2}],"name":"n"}');
  const first: Point = data.points[0];
  console.log(describe(first), first.label === undefined);
}
main();

// A property of type any read through the interface gives the entry itself.
interface Loose {
  tag: string;
  payload: any;
  count?: number;
}
const loose: Loose = JSON.parse('{"tag":"t","payload":{"deep":[1,2]}}');
const made: any = { tag: "m", payload: 5 };
const viaAny: Loose = made;
console.log(loose.payload.deep[1], viaAny.payload + 1, viaAny.count, typeof viaAny.payload);
viaAny.payload = "text";
viaAny.count = 2;
console.log(made.payload, made.count, viaAny.payload.length);
