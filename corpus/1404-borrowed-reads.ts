// Reads of array elements and fields that the rest of their expression
// may or may not release: quiet expressions borrow, others hold.

class Named {
  constructor(public name: string, public next: Named | null) {}
  label(): string {
    return "<" + this.name + ">";
  }
  size(): number {
    return this.name.length;
  }
}

const items: Named[] = [new Named("first" + 1, null), new Named("second" + 2, null)];
function clear(): number {
  items.length = 0;
  return 7;
}
function replaceFirst(): string {
  items[0] = new Named("replacement", null);
  return "!";
}

console.log(items[0].label() + replaceFirst() + items[0].label());
let total = items[1].size() + items[0].size();
console.log(total);
total = items[1].size() * 2 + clear();
console.log(total, items.length);

let node: Named = new Named("a" + 1, new Named("b" + 2, new Named("c" + 3, null)));
const joined = node.name + (node = node.next ?? node).name;
console.log(joined, node.name);
let walk: Named | null = node;
let names = "";
while (walk !== null) {
  names += walk.name;
  walk = walk.next;
}
console.log(names);

abstract class Shape {
  abstract area(): number;
}
class Square extends Shape {
  constructor(private side: number) {
    super();
  }
  area(): number {
    return this.side * this.side;
  }
}
class Growing extends Shape {
  area(): number {
    shapes.push(new Square(1));
    return shapes.length;
  }
}
const shapes: Shape[] = [new Square(2), new Growing(), new Square(3)];
let sum = 0;
for (let i = 0; i < 6; i++) sum += shapes[i % 3].area();
console.log(sum, shapes.length);
const grid: number[][] = [[1, 2], [3, 4]];
let cells = 0;
for (let r = 0; r < grid.length; r++) {
  for (let c = 0; c < grid[r].length; c++) cells += grid[r][c] * (r + 1);
}
console.log(cells);

// A called function that replaces a global the caller read from.
let holder: Named = new Named("held" + 1, new Named("child" + 2, null));
function replaceHolder(): string {
  holder = new Named("other", null);
  return "*";
}
function describe(a: string, b: string): string {
  return a + b;
}
console.log(describe((holder.next ?? holder).name, replaceHolder()), holder.name);
const spare = new Named("spare" + 3, null);
function swapHolder(): string {
  holder = spare;
  return "*";
}
holder = new Named("fresh" + 4, null);
const described = describe(holder.name, swapHolder());
console.log(described, holder.name);
