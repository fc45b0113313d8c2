// any values flowing into typed places: returns, arrow bodies, conditionals,
// array and object literals, arguments, fields, elements, map values,
// compound assignments, and a message read from an any caught error.
const a: any = 7;
const s: any = "str";
function ret(): number { return a; }
const arrow = (): string => s;
const pick: number = Math.random() > 2 ? 1 : a;
const nums: number[] = [1, a, 3];
interface P { x: number; label: string }
const p: P = { x: a, label: s };
function take(n: number, t: string): string { return t + n; }
class Box { v = 0; w = ""; }
const box = new Box();
box.v = a;
box.w = s;
const arr: number[] = [0, 0];
arr[1] = a;
arr.push(a);
const m = new Map<string, number>();
m.set("k", a);
let total = 1;
total += a;
let text = "x";
text += s;
console.log(ret(), arrow(), pick, nums, p, take(a, s), box, arr, m, total, text);
const fallback: number = a ?? 0;
const both: string = `${a}-${s}`;
console.log(fallback, both, a === 7, s !== "str", [a, s].length);
function f(): string {
  try {
    throw new Error("second");
  } catch (e: any) {
    return e.message;
  }
}
console.log(f());
function g(): string {
  const e: any = new Error("third");
  return e.message;
}
console.log(g());
