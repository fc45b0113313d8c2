// Type aliases of 'typeof' a local in sibling blocks under one name, in the module's own blocks and a loop's body, and one in a switch case.
const rows = [1, 2, 3];
for (const n of rows) {
  const entry = { n, half: n / 2 };
  type Entry = typeof entry;
  const copy: Entry = { ...entry, half: entry.half + 1 };
  console.log(copy);
}
{
  const entry = { name: "a", tags: ["x"] };
  type Entry = typeof entry;
  const list: Entry[] = [entry, { name: "b", tags: [] }];
  console.log(list.map((e: Entry) => e.name + e.tags.length).join(","));
}
function describe(kind: number): string {
  switch (kind) {
    case 1: {
      const base = { label: "one", weight: 1 };
      type Base = typeof base;
      const heavier: Base = { ...base, weight: base.weight * 10 };
      return `${heavier.label}:${heavier.weight}`;
    }
    default: {
      const base = { label: "other", size: [kind] };
      type Base = typeof base;
      const grown: Base = { label: base.label.toUpperCase(), size: [...base.size, kind + 1] };
      return `${grown.label}:${grown.size.join("/")}`;
    }
  }
}
console.log(describe(1), describe(7));
