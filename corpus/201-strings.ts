// String concatenation with numbers and booleans, and length.
const first = "Ada";
const last = "Lovelace";
const full = first + " " + last;
console.log(full, full.length);
console.log("n=" + 42, 42 + "!", 1 + 2 + "3", "1" + 2 + 3, true + "?", "x" + false);
console.log("-0 becomes " + -0, "big " + 1e21, "small " + 1e-7);
let greeting = "";
greeting += "Hello";
greeting += ", ";
greeting += "world";
greeting += 1;
console.log(greeting, greeting.length);
console.log("café".length, "日本語".length, "😀".length, "".length);
console.log("unicode: café 日本語 😀 ✓");
const empty = "";
console.log(empty ? "non-empty" : "empty", full ? "non-empty" : "empty");
