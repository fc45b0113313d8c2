// Found by the fuzzer: spreading an object that lacks an optional property
// of its type must not create that property. (scriptc used to copy every
// property the type declares, giving the copy `tags: undefined`.)
interface Point {
  x: number;
  label: string;
  tags?: string[];
}
const bare: Point = { x: 1, label: "bare" };
const tagged: Point = { x: 2, label: "tagged", tags: ["a"] };
console.log({ ...bare, x: 10 }, { ...tagged, x: 20 });
console.log(Object.keys({ ...bare }), JSON.stringify({ ...bare }));
