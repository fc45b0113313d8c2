type Id = number;
type Name = string;
type Direction = "north" | "south" | "east" | "west";
type Grid = number[][];
type Link = ListNode | null;
class ListNode {
  constructor(public id: Id, public next: Link) {}
}
type Flag = true | false;
function turn(direction: Direction): Direction {
  switch (direction) {
    case "north": return "east";
    case "east": return "south";
    case "south": return "west";
    default: return "north";
  }
}
function label(id: Id, name: Name, loud: Flag): string {
  return loud ? `${name.toUpperCase()}#${id}` : `${name}#${id}`;
}
let d: Direction = "north";
const seen: Direction[] = [];
for (let i = 0; i < 5; i++) {
  seen.push(d);
  d = turn(d);
}
const grid: Grid = [[1, 2], [3, 4]];
let list: Link = null;
for (let i = 3; i > 0; i--) list = new ListNode(i, list);
let level: 1 | 2 | 3 = 2;
level = 3;
console.log(seen, label(7, "ada", true), label(8, "bob", false), grid, list, level);
