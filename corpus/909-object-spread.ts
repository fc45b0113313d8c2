// Object spread copies properties in order; later properties override
// earlier ones in their original place.
interface Settings {
  theme: string;
  fontSize: number;
  wrap: boolean;
}
const defaults: Settings = { theme: "light", fontSize: 12, wrap: false };
const user = { fontSize: 14 };
const merged = { ...defaults, ...user };
console.log(merged);
const withTheme: Settings = { ...defaults, theme: "dark" };
console.log(withTheme, defaults);
function update(settings: Settings, fontSize: number): Settings {
  return { ...settings, fontSize };
}
console.log(update(withTheme, 20));
const extended = { ...defaults, lineNumbers: true, tabs: 2 };
console.log(extended, extended.tabs);
class Point {
  constructor(
    public x: number,
    public y: number,
  ) {}
  length(): number {
    return Math.hypot(this.x, this.y);
  }
}
const plain = { ...new Point(3, 4), label: "p" };
console.log(plain, plain.x + plain.y);
const copies = [defaults, withTheme].map((s) => ({ ...s, wrap: true }));
console.log(copies);
let counter = 0;
function next(): { count: number } {
  counter++;
  return { count: counter };
}
const order = { first: next().count, ...next(), last: next().count };
console.log(order);
