// `length` of an array set through `any`, and arrays made by `new Array(n)`
// whose elements are read before they are written.
const list: any = [1, 2, 3, 4, 5];
list.length = 3;
console.log(list, list.length);
list.length = "2";
console.log(list);
list.length = 2;
console.log(list);
list.length = null;
console.log(list, list.length);
const words: any = ["a", "b", "c"];
words.length = true;
console.log(words);
for (const bad of [2.5, -1, "x", 4294967296, undefined]) {
  const a: any = [1, 2, 3];
  try {
    a.length = bad;
    console.log("set", a);
  } catch (e) {
    console.log((e as Error).name, (e as Error).message, a);
  }
}
const frozen: any = Object.freeze([1, 2, 3]);
try {
  frozen.length = 1;
} catch (e) {
  console.log((e as Error).message, frozen);
}
const objects: any = [{ n: 1 }, { n: 2 }, { n: 3 }];
objects.length = 1;
console.log(objects);

// Slots of `new Array(n)` not yet written read as `undefined`.
const names = new Array<string>(3);
names[1] = "b";
console.log(names[0] === undefined, typeof names[0], names.join("-"), JSON.stringify(names));
const labels: string[] = new Array(2);
labels[0] = "x";
console.log(labels[1] === undefined, `${labels}`, String(labels), labels.join());
const counts = new Array<number>(2);
counts[0] = 1;
console.log(counts[1] === undefined, counts.join("+"), JSON.stringify(counts));
