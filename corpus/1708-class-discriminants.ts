// Unions of classes told apart by a literal-typed field (readonly with a literal, 'as const', an annotation): narrowed locals read as the class, a narrowed property read by name; the union used in a signature above the classes.
class Circle { readonly kind = "circle"; constructor(public r: number) {} }
class Rect { readonly kind = "rect"; constructor(public w: number, public h: number) {} }
class Label { readonly kind = "label"; constructor(public w: string) {} }
type Shape = Circle | Rect | Label;
function area(s: Shape): number {
  switch (s.kind) {
    case "circle": return Math.PI * s.r * s.r;
    case "rect": return s.w * s.h;
    case "label": return s.w.length;
  }
}
const shapes: Shape[] = [new Circle(1), new Rect(2, 3), new Label("abc")];
console.log(shapes.map((s) => area(s).toFixed(2)));
console.log(shapes.map((s) => s.kind).join(","));
for (const s of shapes) if (s instanceof Rect) console.log(s.w + s.h);
type Tree2 = Leaf | Branch;
function sumTree(n: Tree2): number {
  if (n.tag === "leaf") return n.value;
  return n.kids.reduce((s, k) => s + sumTree(k), 0) + n.value.length;
}
class Leaf { readonly tag = "leaf" as const; constructor(public value: number) {} }
class Branch { tag: "branch" = "branch"; constructor(public value: string, public kids: Tree2[]) {} }
const tree2 = new Branch("ab", [new Leaf(1), new Branch("c", [new Leaf(2)]), new Leaf(3)]);
console.log(sumTree(tree2));
let walk: Tree2 = tree2;
while (walk.tag === "branch" && walk.kids.length > 0) walk = walk.kids[walk.kids.length - 1];
console.log(walk.tag, walk instanceof Leaf ? walk.value : -1);
class Holder { node: Tree2 = new Leaf(5); peek(): number { return this.node.tag === "leaf" ? this.node.value : -1; } }
console.log(new Holder().peek());
