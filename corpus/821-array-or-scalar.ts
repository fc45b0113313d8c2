// Values that are either one item or a list of items.
type OneOrMany = number | number[];
function total(value: OneOrMany): number {
  if (Array.isArray(value)) return value.reduce((a, b) => a + b, 0);
  return value;
}
function asList(value: OneOrMany): number[] {
  return typeof value === "number" ? [value] : value;
}
const inputs: OneOrMany[] = [5, [1, 2, 3], [], 10];
console.log(inputs.map(total));
console.log(inputs.map(asList));
console.log(inputs);
type Tag = string | string[] | null;
function tags(tag: Tag): string {
  if (tag === null) return "(none)";
  if (typeof tag === "string") return tag;
  return tag.join(", ");
}
console.log(tags("one"), "|", tags(["a", "b"]), "|", tags(null));
