class Item { constructor(public n: number) {} }
interface Slot { name: string; item?: Item | null; flag?: boolean }
const slots: Slot[] = [{ name: "a" }, { name: "b", item: null }, { name: "c", item: new Item(3), flag: true }];
for (const s of slots) {
  console.log(s.name, s.item === undefined, s.item === null, s.item == null, s.item?.n ?? -1, typeof s.item, s.flag ?? "unset");
}
console.log(slots, JSON.stringify(slots));
const copy: Slot = { ...slots[2], item: undefined };
console.log(copy, "item" in copy, copy.item === undefined);
