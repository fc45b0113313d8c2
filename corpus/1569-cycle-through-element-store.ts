// Cycles made only by storing into an array element after the array exists.
class Cell {
  slots: (Cell | null)[] = [null, null];
  constructor(public id: number) {}
}
let checksum = 0;
for (let i = 0; i < 3000; i++) {
  const a = new Cell(i);
  const b = new Cell(i + 1);
  a.slots[0] = b;
  b.slots[1] = a;
  checksum += (a.slots[0]?.id ?? 0) + (b.slots[1]?.id ?? 0);
}
console.log(checksum);
