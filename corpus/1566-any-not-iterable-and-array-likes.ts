// Destructuring and Array.from of `any` values that are not iterable, with
// V8's messages; Array.from reads an array-like by its length.
const samples: any[] = [null, undefined, 42, -0, 1.5, true, {}, { length: 2, 0: "a", 1: "b" }];
for (const sample of samples) {
  const holder: any = { sample };
  try {
    const [first] = holder.sample;
    console.log("destructured", first);
  } catch (error) {
    console.log((error as Error).message);
  }
  try {
    console.log("from", Array.from(holder.sample));
  } catch (error) {
    console.log((error as Error).message);
  }
}
function load(): any {
  return 7;
}
try {
  const [x] = load();
  console.log(x);
} catch (error) {
  console.log((error as Error).message);
}
const direct: any = 5;
try {
  const [y] = direct;
  console.log(y);
} catch (error) {
  console.log((error as Error).message);
}
const arrayLike: any = { length: 3, 1: "middle" };
console.log(Array.from(arrayLike));
console.log(Array.from("abc" as any), Array.from(new Set([1, 1, 2]) as any));
