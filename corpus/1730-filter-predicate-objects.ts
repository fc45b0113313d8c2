// filter and find with a type predicate over object types: narrowed to
// a member of a union or an interface that extends the element's.
type Ev = { type: "click"; x: number } | { type: "key"; key: string };
const events: Ev[] = [{ type: "click", x: 3 }, { type: "key", key: "a" }, { type: "click", x: 5 }];
const clicks = events.filter((e): e is Extract<Ev, { type: "click" }> => e.type === "click");
console.log(clicks.map((c) => c.x));
const key = events.find((e): e is { type: "key"; key: string } => e.type === "key");
console.log(key?.key);
interface Base { kind: string }
interface WithId extends Base { id: number }
const items: Base[] = [{ kind: "a" }, { kind: "b", id: 2 } as WithId];
const withIds = items.filter((i): i is WithId => "id" in i);
console.log(withIds.map((w) => w.id));
const found = items.find((i): i is WithId => "id" in i);
console.log(found?.id, found?.kind);
