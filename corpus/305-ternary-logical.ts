// The conditional operator and short-circuiting logical operators.
let calls = 0;
function touch(value: boolean): boolean {
  calls++;
  return value;
}
console.log(touch(false) && touch(true), calls);
console.log(touch(true) || touch(false), calls);
console.log(touch(true) && touch(false), calls);
const a = 0;
const b = 7;
console.log(a || b, b || a, a && b, b && a);
const s = "";
const t = "fallback";
console.log(s || t, t || s, s && t, `[${t && s}]`);
function letter(score: number): string {
  return score >= 90 ? "A" : score >= 80 ? "B" : score >= 70 ? "C" : "F";
}
console.log(letter(95), letter(85), letter(75), letter(10));
let x = 5;
let y = x > 3 ? (x < 10 ? "mid" : "high") : "low";
console.log(y);
