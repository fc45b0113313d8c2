// Array methods taking a callback on an `any` (JSON data): they run over
// the array's values as `any`s and give an `any`; a value that is not an
// array raises Node's TypeError. An `any` holding an array used as a
// `number[]` or `string[]` is converted (checked) element by element.
// A callback whose parameter is annotated with a narrower type than the
// context passes converts it on entry.
const data: any = JSON.parse(
  '{"items":[{"id":1,"name":"ada","tags":["x","y"]},{"id":2,"name":"bob","tags":[]},{"id":3,"name":"cy","tags":["z"]}],"count":3}',
);
const names = data.items.map((item: any) => item.name.toUpperCase());
console.log(names, names.length);
const ids: number[] = data.items.map((item: any) => item.id);
ids.push(4);
console.log(ids, ids.reduce((a, b) => a + b, 0));
const labels: string[] = data.items.map((item: any) => `${item.id}:${item.name}`);
console.log(labels.join(" "));
data.items.forEach((item: any, index: number) => console.log(index, item.name, item.tags.length));
console.log(data.items.filter((item: any) => item.id > 1).length);
console.log(data.items.find((item: any) => item.name === "bob"));
console.log(data.items.find((item: any) => item.name === "nobody"));
console.log(data.items.findIndex((item: any) => item.id === 3), data.items.findLast((item: any) => item.id < 3).name);
console.log(
  data.items.some((item: any) => item.tags.length === 0),
  data.items.every((item: any) => item.id > 0),
);
console.log(data.items.reduce((sum: number, item: any) => sum + item.id, 0));

const numbers: any = [3, 1, 2];
console.log(numbers.map((x: number) => x * 2), numbers.toSorted((a: number, b: number) => a - b), numbers);
const boxes: any[] = [5, 7, 9];
console.log(boxes.map((x: number) => x + 1), boxes.filter((x: number) => x > 5));
const mixed: (number | string)[] = [1, "two", 3];
mixed.forEach((value: number | string) => console.log(typeof value, value));

for (const attempt of [() => data.count.map((x: any) => x), () => data.missing.map((x: any) => x)]) {
  try {
    attempt();
  } catch (error) {
    console.log(String(error));
  }
}

// The converted array is the one the `any` holds (its box now holds the
// converted array), so changes through either are seen by both.
const record: any = JSON.parse('{"ids":[1,2,3]}');
const fromRecord: number[] = record.ids;
fromRecord.push(4);
console.log(record.ids, JSON.stringify(record));
const fresh: any = JSON.parse("[4, 5]");
const freshNumbers: number[] = fresh;
freshNumbers.push(6);
console.log(freshNumbers, fresh, fresh === freshNumbers);
