// Pushing a value read from a field or an element takes a reference of its
// own: the place can be overwritten (or the holder dropped) afterwards and
// the pushed value lives on. A store whose result nobody reads (a
// statement `o.f = v`) leaves exactly one reference in the field.
class Item {
  constructor(public label: string) {}
}

class Holder {
  current: Item = new Item("first");
  items: Item[] = [];
  history: string[] = [];
  note = "";
  take(): void {
    this.items.push(this.current);
    this.history.push(this.current.label + "!");
    this.current = new Item(this.current.label + "+");
  }
}

interface Slot {
  value: Item;
  text: string;
}

const holder = new Holder();
for (let i = 0; i < 3; i++) holder.take();
console.log(holder.items.map((item) => item.label).join(","));
console.log(holder.history.join(" "), holder.current.label);

const grid: Item[][] = [[new Item("a"), new Item("b")], [new Item("c")]];
const flat: Item[] = [];
for (const row of grid) {
  flat.push(row[0]);
  flat.unshift(row[row.length - 1]);
}
grid[0][0] = new Item("replaced");
grid.length = 0;
console.log(flat.map((item) => item.label).join(" "));

const slot: Slot = { value: new Item("x"), text: "t" };
const slots: Slot[] = [slot, { value: new Item("y"), text: "u" }];
for (const s of slots) {
  s.value = new Item(s.value.label + s.text);
  s.text = s.text + s.value.label;
}
console.log(slots.map((s) => `${s.value.label}/${s.text}`).join(" "));

let chained: Item | null = null;
const box = { inner: new Item("inner") };
chained = box.inner = new Item("both");
console.log(chained.label, box.inner.label, chained === box.inner);
holder.note = holder.note + "n";
holder.note += holder.current.label;
console.log(holder.note);
