// Discriminated unions switched on their tag, with exhaustiveness through
// `never`.
interface Circle { kind: "circle"; radius: number }
interface Rect { kind: "rect"; width: number; height: number }
interface Triangle { kind: "triangle"; base: number; height: number }
type Shape = Circle | Rect | Triangle;

function assertNever(value: never): never {
  throw new Error(`unexpected value: ${JSON.stringify(value)}`);
}

function area(shape: Shape): number {
  switch (shape.kind) {
    case "circle":
      return Math.PI * shape.radius ** 2;
    case "rect":
      return shape.width * shape.height;
    case "triangle":
      return (shape.base * shape.height) / 2;
    default:
      return assertNever(shape);
  }
}

function describe(shape: Shape): string {
  if (shape.kind === "circle") return `circle r=${shape.radius}`;
  if (shape.kind === "rect") return `rect ${shape.width}x${shape.height}`;
  return `triangle b=${shape.base}`;
}

const shapes: Shape[] = [
  { kind: "circle", radius: 1 },
  { kind: "rect", width: 2, height: 3 },
  { kind: "triangle", base: 4, height: 5 },
];
for (const s of shapes) console.log(describe(s), area(s).toFixed(3));
const total = shapes.reduce((sum, s) => sum + area(s), 0);
console.log(total.toFixed(2));
const byKind = new Map<string, number>();
for (const s of shapes) byKind.set(s.kind, (byKind.get(s.kind) ?? 0) + 1);
console.log(byKind);

type Result = { ok: true; value: number } | { ok: false; error: string };
function safeDivide(a: number, b: number): Result {
  return b === 0 ? { ok: false, error: "division by zero" } : { ok: true, value: a / b };
}
for (const [a, b] of [[6, 3], [1, 0]]) {
  const r = safeDivide(a, b);
  if (r.ok) console.log("value", r.value);
  else console.log("error", r.error);
}
