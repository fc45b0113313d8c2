// Methods calling a function per element, and the methods that change
// arrays and typed arrays, on values held by `any`: arrays of boxes and
// of numbers, typed arrays (their own kinds of results), maps and sets,
// with the element, index and the collection itself as arguments.
const numbers: any = [3, 1, 2];
numbers.forEach((x: number, i: number, all: any) => {
  all[i] = x * 10;
});
console.log(numbers);
const parsed: any = JSON.parse('[{"n":1},{"n":2},{"n":3}]');
console.log(parsed.map((item: any) => item.n * 2), parsed.filter((item: any) => item.n > 1));
console.log(parsed.find((item: any) => item.n === 2), parsed.findLastIndex((item: any) => item.n < 3));
const bytes: any = new Uint8Array([5, 4, 3, 2, 1]);
console.log(bytes.map((x: number) => x * 100), bytes.filter((x: number) => x % 2 === 1));
bytes.forEach((x: number, i: number, all: any) => {
  if (i === 0) console.log("typed", all);
});
console.log(bytes.reduce((sum: number, x: number) => sum + x), bytes.every((x: number) => x > 0));
console.log(bytes.sort((a: number, b: number) => b - a), bytes.toSorted(), bytes.toReversed());
bytes.fill(9, 3).copyWithin(0, 3);
console.log(bytes, bytes.subarray(1, 3), bytes.slice(-2));
bytes.set([7, 7], 1);
bytes.reverse();
console.log(bytes);
const scores: any = new Map<string, number>([["ann", 3], ["bob", 5]]);
scores.forEach((score: number, name: string, map: any) => {
  if (name === "ann") map.set("cid", 8);
  console.log(name, score, map.size);
});
const seen: any = new Set<string>(["x", "y"]);
seen.forEach((a: string, b: string, set: any) => console.log(a, b, set.has(a)));
const words: any = ["a b", "c"];
console.log(words.flatMap((w: string) => w.split(" ")), words.concat(["d"], "e", [["f"]]));
console.log([[1], [2, [3, [4]]]].length, (JSON.parse("[[1],[2,[3,[4]]]]") as any).flat(Infinity));
const counter = {
  total: 0,
  add(this: { total: number }, x: number) {
    this.total += x;
  },
};
const list: any = [1, 2, 3];
list.forEach(function (this: { total: number }, x: number) {
  this.total += x;
}, counter);
console.log(counter.total);
class Bag {
  items = [4, 5];
  map(f: (x: number) => number): number[] {
    return this.items.map(f);
  }
}
const bag: any = new Bag();
console.log(bag.map((x: number) => x + 1));
for (const bad of [5, "x", undefined, null]) {
  try {
    list.map(bad);
  } catch (e) {
    console.log((e as Error).message);
  }
  try {
    scores.forEach(bad);
  } catch (e) {
    console.log((e as Error).message);
  }
}
try {
  ([] as any).reduce((a: number, b: number) => a + b);
} catch (e) {
  console.log((e as Error).message);
}
try {
  list.forEach((x: number) => {
    if (x === 2) throw new Error("stop at " + x);
  });
} catch (e) {
  console.log((e as Error).message);
}
console.log(list.reduceRight((acc: string, x: number) => acc + x, ""), list.some((x: number) => x > 2));
const m2: any = new Map<string, number>([["a", 1], ["b", 2]]);
m2.forEach((v: number, k: string) => console.log(k, v));
console.log(m2.size, m2.has("a"), m2.get("b"));
m2.set("c", 3);
console.log([...m2.keys()], [...m2.values()], [...m2.entries()]);
m2.delete("a");
console.log(m2);
const s2: any = new Set<number>([1, 2, 3]);
s2.forEach((v: number) => console.log("s", v));
s2.add(4); s2.delete(1);
console.log(s2.size, s2.has(2), [...s2]);
const arr2: any = [1, 2, 3, 4, 5];
arr2.fill(0, 1, 3);
console.log(arr2);
arr2.copyWithin(0, 3);
console.log(arr2);
arr2.reverse(); console.log(arr2);
arr2.sort((a: number, b: number) => a - b); console.log(arr2);
arr2.splice(1, 2, 9, 9, 9); console.log(arr2);
const t2: any = new Uint8Array([5, 4, 3, 2, 1]);
t2.fill(7, 0, 2); console.log(t2);
t2.sort(); console.log(t2);
t2.reverse(); console.log(t2);
t2.set([1, 1], 3); console.log(t2);
console.log(t2.subarray(1, 3), t2.slice(2), t2.indexOf(1), t2.join("-"));
t2.copyWithin(0, 3); console.log(t2);
console.log(t2.map((x: number) => x * 2), t2.filter((x: number) => x > 2));
