// A narrowed member destructured and spread, Extract<> of a union, optional chaining on a tag, Record keyed by the tag type, and members rebuilt from narrowed ones.
type Shape = { kind: "circle"; r: number } | { kind: "square"; side: number; label: string } | { kind: "text"; side: string };
type Circle = Extract<Shape, { kind: "circle" }>;
const c: Circle = { kind: "circle", r: 2 };
const shapes: Shape[] = [c, { kind: "square", side: 3, label: "sq" }, { kind: "text", side: "hello" }];
for (const s of shapes) {
  if (s.kind === "square") {
    const { side, label } = s;
    console.log(side * 2, label);
    const bigger: Shape = { ...s, side: s.side + 1 };
    console.log(bigger);
  } else if (s.kind === "text") {
    const { side } = s;
    console.log(side.toUpperCase());
  }
}
console.log(shapes.map((s) => (s.kind === "circle" ? s.r : s.kind === "square" ? s.side : s.side.length)));
function first(list: Shape[]): Shape | undefined { return list[0]; }
const f = first(shapes);
if (f?.kind === "circle") console.log("radius", f.r);
const maybe: Shape | null = shapes.length > 5 ? shapes[0] : null;
console.log(maybe?.kind ?? "none");
function bump(s: Shape): Shape {
  switch (s.kind) {
    case "circle": return { ...s, r: s.r * 2 };
    case "square": return { kind: "square", side: s.side * 2, label: s.label + "!" };
    default: return { kind: "text", side: s.side + s.side };
  }
}
console.log(shapes.map(bump));
console.log(JSON.stringify(shapes.map(bump)));
const counts: Record<Shape["kind"], number> = { circle: 0, square: 0, text: 0 };
for (const s of shapes) counts[s.kind]++;
console.log(counts);
