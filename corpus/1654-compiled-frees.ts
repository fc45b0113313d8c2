// Objects whose slots hold strings, arrays and other objects, freed by
// the code compiled for their layout: long chains freed at once (the
// nesting is bounded and the rest queued), trees, unions of literals with
// room for more properties, instances of subclasses, and objects on
// cycles reclaimed by the collector, all ending with nothing alive.
class ListNode {
  constructor(public value: number, public label: string, public next: ListNode | null) {}
}
function chain(length: number): ListNode | null {
  let head: ListNode | null = null;
  for (let i = 0; i < length; i++) head = new ListNode(i, "n" + (i % 10), head);
  return head;
}
let total = 0;
for (let round = 0; round < 3; round++) {
  let head = chain(200000 + round);
  let walk = head;
  let count = 0;
  while (walk !== null) {
    count++;
    walk = walk.next;
  }
  total += count;
  head = null;
}
console.log("chains", total);

type Shape =
  | { kind: "circle"; radius: number; tags: string[] }
  | { kind: "rect"; width: number; height: number; name: string }
  | { kind: "group"; children: Shape[]; owner: { id: number; label: string } };
function build(depth: number, seed: number): Shape {
  if (depth === 0) {
    return seed % 2 === 0
      ? { kind: "circle", radius: seed, tags: ["t" + seed, "u"] }
      : { kind: "rect", width: seed, height: seed + 1, name: "r" + seed };
  }
  const children: Shape[] = [];
  for (let i = 0; i < 3; i++) children.push(build(depth - 1, seed * 3 + i));
  return { kind: "group", children, owner: { id: seed, label: "g" + depth } };
}
function area(shape: Shape): number {
  switch (shape.kind) {
    case "circle":
      return shape.radius * shape.tags.length;
    case "rect":
      return shape.width * shape.height + shape.name.length;
    case "group":
      return shape.children.reduce((sum, child) => sum + area(child), shape.owner.id);
  }
}
let areas = 0;
for (let i = 0; i < 40; i++) areas += area(build(5, i));
console.log("areas", areas);

class Base {
  constructor(public name: string, public items: number[]) {}
}
class Derived extends Base {
  extra: Base | null = null;
  constructor(name: string) {
    super(name, [name.length]);
    if (name.length < 6) this.extra = new Derived(name + "x");
  }
}
let names = "";
for (let i = 0; i < 5; i++) {
  const made = new Derived("d" + i);
  let walk: Base | null = made;
  while (walk !== null) {
    names += walk.name + ",";
    walk = walk instanceof Derived ? walk.extra : null;
  }
}
console.log(names);

class Parent {
  children: Child[] = [];
  constructor(public label: string) {}
}
class Child {
  constructor(public parent: Parent, public label: string) {}
}
let labels = 0;
for (let i = 0; i < 20000; i++) {
  const parent = new Parent("p" + i);
  for (let j = 0; j < 3; j++) parent.children.push(new Child(parent, "c" + j));
  labels += parent.children.length + parent.children[i % 3].parent.label.length;
}
console.log("cycles", labels);

const kept: { text: string; nested: { values: number[] } }[] = [];
for (let i = 0; i < 1000; i++) {
  const item = { text: "item" + i, nested: { values: [i, i * 2] } };
  if (i % 100 === 0) kept.push(item);
}
console.log(kept.length, kept[3].text, kept[9].nested.values);
