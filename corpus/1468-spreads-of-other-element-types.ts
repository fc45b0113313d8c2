const nums = [1, 2, 3];
const xs: any[] = [...nums];
xs.push("s");
console.log(xs, nums);
const m = new Map<string, number | null>([["a", 1], ["b", null]]);
const around = [0, ...m, 99];
console.log(around, around.length, around[1]);
const labelled = ["x", ...nums];
console.log(labelled);
const tail = [...nums, "end", ...new Set(["p", "q"])];
console.log(tail.length, tail);
const pairs = [...m];
const copied: any[] = [...pairs, ...[[7, 8]]];
console.log(copied, copied[0][0], Array.isArray(copied[2]), Array.isArray(pairs[0]));
const t: [number, string] = [1, "a"];
console.log(Array.isArray(t), Array.isArray(pairs), Array.isArray(m));
const values2 = [4, 5];
const mixed2 = [1, ...new Map([["k", 2]]), ...values2, "end"];
console.log(mixed2, mixed2.length, Array.isArray(mixed2[1]), (mixed2 as any)[1][0], Array.isArray(mixed2[0]));
const t2: any = [1, "a"] as [number, string];
console.log(Array.isArray(t2), typeof t2, JSON.stringify(t2), t2.length);
function showKind(x: unknown) {
  if (Array.isArray(x)) {
    try {
      console.log("array", x.length);
    } catch (e) {
      console.log("refused");
    }
  } else {
    console.log("not array");
  }
}
showKind([1, 2]);
showKind("s");
const t3: [number, string] = [1, "a"];
showKind(t3);
