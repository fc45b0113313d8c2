// @exit: 1
// Reading a property of null ends the program with Node's TypeError
// (message on stderr, exit status 1) after what was printed so far.
class Cell {
  constructor(public value: number, public next: Cell | null) {}
  describe(): string {
    return `cell ${this.value}`;
  }
}
function last(cell: Cell): Cell {
  let current = cell;
  while (current.next !== null) current = current.next;
  return current;
}
const chain = new Cell(1, new Cell(2, new Cell(3, null)));
console.log(last(chain).describe());
const empty: Cell | null = chain.next!.next!.next;
console.log(empty === null, empty);
console.log(empty!.describe());
console.log("not reached");
