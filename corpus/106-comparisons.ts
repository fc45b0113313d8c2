// Comparisons, including NaN and signed zeros.
function compare(a: number, b: number): void {
  console.log(a, b, a < b, a <= b, a > b, a >= b, a === b, a !== b);
}
compare(1, 2);
compare(2, 2);
compare(NaN, 1);
compare(NaN, NaN);
compare(0, -0);
compare(-Infinity, Infinity);
let s = "apple";
let t = "banana";
console.log(s < t, s > t, s === t, s !== t, s <= "apple", "Z" < "a", "" < "a");
console.log("abc" < "abd", "ab" < "abc", "é" > "z", "10" < "9");
function booleans(yes: boolean, no: boolean): void {
  console.log(yes === no, yes !== no, yes == true, no != false);
}
booleans(true, false);
booleans(false, false);
