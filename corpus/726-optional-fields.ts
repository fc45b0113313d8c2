class Widget {
  label?: string;
  count?: number;
  visible?: boolean;
  parent?: Widget;
  tags?: string[];
  onClick?: (w: Widget) => string;
  constructor(public id: number) {}
  click(): string { return this.onClick?.(this) ?? "no handler"; }
}
const w = new Widget(1);
console.log(w, w.label ?? "none", w.count === undefined, typeof w.visible, w.parent?.id, w.tags?.length);
console.log(w.click(), JSON.stringify(w));
w.label = "ok"; w.count = 3; w.visible = false; w.tags = ["t"];
w.onClick = (x) => `clicked ${x.id} ${x.label}`;
const child = new Widget(2);
child.parent = w;
console.log(child.parent?.label, child.click(), w.click(), w.visible === false, (w.count ?? 0) + 1);
console.log(child, JSON.stringify(child));
child.parent = undefined;
console.log(child.parent === undefined, `${child.label}`);
