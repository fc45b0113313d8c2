// Comparing strings made at run time with short literals: same-length tags,
// strings built by concatenation, slicing, JSON and case conversion, two-byte
// strings, and the text "undefined" against a missing element.
const tags = ["num", "var", "bin", "nu", "numb", "NUM"];
const made = ["n" + "um", "xvar".slice(1), JSON.parse('"bin"') as string, "NUM".toLowerCase(), "nüm", "n\u0075m"];
for (const t of [...tags, ...made]) {
  const hits = [t === "num", t === "var", t === "bin", t !== "num", t === "nüm", t === "abcdefghijklmnop", t === "abcdefghijk"];
  console.log(JSON.stringify(t), hits.map((h) => (h ? 1 : 0)).join(""));
}
const long = ["abcdefghijklmnop", "abcdefghijklmnoq", "abcdefghijk", "abcdefghijK", "x".repeat(16)];
for (const l of long) console.log(l === "abcdefghijklmnop", l === "abcdefghijk", "abcdefghijk" === l, l === "xxxxxxxxxxxxxxxx");
const wide: string = "\u4e2d\u6587";
console.log(wide === "中文", wide.slice(0, 1) + "文" === "中文", wide !== "ab");
const missing: string[] = ["a"];
const past = missing[5];
console.log(past === "undefined", past !== "undefined", String(past) === "undefined");
let counts = 0;
for (let i = 0; i < 1000; i++) {
  const k = i % 3 === 0 ? "alpha" : i % 3 === 1 ? "beta" : "gam" + "ma";
  switch (k) {
    case "alpha": counts += 1; break;
    case "beta": counts += 100; break;
    case "gamma": counts += 10000; break;
  }
}
console.log(counts);
