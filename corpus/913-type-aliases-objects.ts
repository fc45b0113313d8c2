// Type aliases for object shapes, function types and unions of literal
// types used as their primitive.
type Point = { x: number; y: number };
type Segment = { from: Point; to: Point; label: string };
type Transform = (p: Point) => Point;
type Unit = "px" | "em";
const translate =
  (dx: number, dy: number): Transform =>
  (p) => ({ x: p.x + dx, y: p.y + dy });
const scale =
  (k: number): Transform =>
  (p) => ({ x: p.x * k, y: p.y * k });
function apply(segment: Segment, ...transforms: Transform[]): Segment {
  let { from, to } = segment;
  for (const t of transforms) {
    from = t(from);
    to = t(to);
  }
  return { from, to, label: segment.label + "'" };
}
function length({ from, to }: Segment): number {
  return Math.hypot(to.x - from.x, to.y - from.y);
}
function format(value: number, unit: Unit): string {
  return value.toFixed(1) + unit;
}
const base: Segment = { from: { x: 0, y: 0 }, to: { x: 3, y: 4 }, label: "s" };
const moved = apply(base, translate(1, 1), scale(2));
console.log(base, moved);
console.log(format(length(base), "px"), format(length(moved), "em"));
const segments: Segment[] = [base, moved, apply(moved, scale(0.5))];
console.log(segments.map((s) => `${s.label}:${length(s)}`).join(" "));
const longest = segments.reduce((a, b) => (length(a) >= length(b) ? a : b));
console.log(longest.label, longest.to);
