// A union of object types whose members give one property different types:
// each object keeps its own field, read as a box through the union.
type Setting = { key: "width"; value: number } | { key: "title"; value: string } | { key: "visible"; value: boolean };
const settings: Setting[] = [{ key: "width", value: 640 }, { key: "title", value: "Main" }, { key: "visible", value: true }];
for (const s of settings) console.log(s.key, s.value, typeof s.value, JSON.stringify(s));
const described = settings.map((s) => `${s.key}=${String(s.value)}`).join("&");
console.log(described, settings.filter((s) => s.value !== false).length);
function widthOf(list: Setting[]): number {
  for (const s of list) if (s.key === "width" && typeof s.value === "number") return s.value;
  return 0;
}
console.log(widthOf(settings), settings);
const copy = settings.map((s) => ({ ...s }));
console.log(copy, copy[0] === settings[0]);
