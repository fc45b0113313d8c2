// `.length` of a string element read past the end (or another missing
// string) is Node's TypeError, not the length of the word "undefined".
interface Point {
  label: string;
  tags?: string[];
}
const point: Point = { label: "ab", tags: [] };
const words = ["one"];
for (const read of [() => words[0].length, () => words[3].length, () => point.tags?.[0].length]) {
  try {
    console.log(read());
  } catch (error) {
    console.log((error as Error).message);
  }
}
console.log(point.tags?.at(-1)?.length ?? "none", new Map<string, string>().get("k")?.length);
