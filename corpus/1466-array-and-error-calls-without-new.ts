const empty = Array();
console.log(empty.length, empty);
const e2 = new Array<number>();
e2.push(3);
console.log(e2);
const three = new Array(1, 2, 3);
console.log(three, three.length);
const words: string[] = Array("a", "b");
console.log(words.join("-"));
try {
  throw Error("plain call");
} catch (e) {
  console.log(e instanceof Error, (e as Error).message);
}
const t = TypeError("bad type");
console.log(t.name, t.message, t instanceof TypeError);
const r = RegExp("a+", "g");
console.log("caaab aa".replace(r, "X"));
try {
  RegExp("x", "z");
} catch (e) {
  console.log((e as Error).name);
}
