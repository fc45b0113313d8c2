// A tuple (or, last, an array tsc proved long enough) spread into a call of
// a function, method or constructor with fixed parameters: its elements in
// order, the spread value evaluated once.
function add3(a: number, b: number, c: number): number {
  return a + b + c;
}
const args: [number, number, number] = [10, 20, 30];
console.log(add3(...args));
function greet(name: string, times: number, loud = false): string {
  const text = (name + " ").repeat(times);
  return loud ? text.toUpperCase() : text;
}
const pair: [string, number] = ["hi", 2];
console.log(greet(...pair), greet(...pair, true));
let calls = 0;
function make(): [number, number, number] { calls++; return [1, 2, 3]; }
console.log(add3(...make()), calls);
const partial: [number, number] = [1, 2];
console.log(add3(0, ...partial));
class Vec2 {
  constructor(public x: number, public y: number) {}
  scale(k: number, extra: number): Vec2 { return new Vec2(this.x * k + extra, this.y * k + extra); }
}
const xy: [number, number] = [3, 4];
const v = new Vec2(...xy);
console.log(v, v.scale(...xy));
