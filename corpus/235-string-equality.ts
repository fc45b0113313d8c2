// Equality of strings built in different ways.
const a = "hello";
const b = "hel" + "lo";
let c = "";
c += "hel";
c += "lo";
console.log(a === b, a === c, b === c, a !== c, a == b);
const built = String.fromCharCode(104, 101, 108, 108, 111);
function eq(x: string, y: string): boolean {
  return x === y;
}
console.log(built === a, built.length, eq("é", "\u00e9"), eq("é", "e\u0301"), eq("😀", "\ud83d\ude00"));
function same(x: string, y: string): string {
  return x === y ? "same" : "different";
}
console.log(same("", ""), same("a", "A"), same("ab", "a"), same("ǅ", "ǅ"));
