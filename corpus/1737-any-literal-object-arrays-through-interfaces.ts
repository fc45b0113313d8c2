// Arrays of objects made where an `any` is wanted, read through an
// interface: the elements are read by name, so the array becomes an array
// of objects in place and both views see one array.
interface Row {
  id: number;
  label: string;
}
interface Table {
  title: string;
  rows: Row[];
}

const raw: any = { title: "t", rows: [{ id: 2, label: "b" }, { id: 1, label: "a" }] };
const table: Table = raw;
table.rows.sort((x, y) => x.id - y.id);
table.rows.push({ id: 3, label: "c" });
console.log(raw.rows, table.rows.map((r) => r.label).join(""));
raw.rows[0].extra = true;
console.log(table.rows[0], raw.rows.length, table.rows === raw.rows);

function labels(t: Table): string[] {
  return t.rows.filter((r) => r.id > 1).map((r) => r.label.toUpperCase());
}
console.log(labels(raw), labels({ title: "u", rows: [] }));

const built: any = {};
built.title = "built";
built.rows = [];
for (let i = 0; i < 3; i++) built.rows.push({ id: i * 10, label: "r" + i });
const view: Table = built;
console.log(view.rows.reduce((sum, r) => sum + r.id, 0), built);
