// Destructuring defaults of another type than the value (tsc types the name as
// their union, or as the default's type when the value is always undefined),
// and rest elements of array literals taken apart as tuples.
const [a1, b1 = 9] = [1, undefined];
console.log(a1, b1);
const [c1 = "x"] = [undefined];
console.log(c1);
const { p = 5 } = { p: undefined };
console.log(p);
function g([u = 1, v = "s"]: [number?, string?]) { return `${u}${v}`; }
console.log(g([]), g([2]), g([3, "t"]));
const [m1 = 3, n1 = 4] = [undefined, 7];
console.log(m1, n1);
const [q1 = "d", q2 = 2] = [undefined, undefined];
console.log(q1, q2);
const pairs: (number | undefined)[] = [1, undefined];
const [r1 = "none", r2 = "none"] = pairs;
console.log(r1, r2, typeof r1, typeof r2);
function h(xs: (string | undefined)[]) { const [w = 0] = xs; return w; }
console.log(h([]), h(["z"]), h([undefined]));
let z1: number | string;
[z1 = "s"] = [undefined];
console.log(z1);
function rests(): void {
  const [a, ...b] = [1, "x", true];
  console.log(a, b);
  const [c, d, ...e] = ["p", 2];
  console.log(c, d, e, e.length);
  const [f, ...g] = [1, 2, 3];
  console.log(f, g.map((n) => n * 2));
  let h: number, i: number[];
  [h, ...i] = [5, 6, 7];
  console.log(h, i);
}
rests();
const [first, , third = 9, ...others] = [1, 2, undefined, 4, 5];
console.log(first, third, others);

// Strings taken apart by array patterns (their code points), object rests.
function fromStrings(): void {
  const point = { x: 1, y: 2 };
  const { x, ...others } = point;
  const key = "y";
  const { [key]: picked } = point;
  const [letter, , third, ...tail] = "a😀bcd";
  const mixed: [number, string] = [1, "a"];
  const [first, ...remaining] = mixed;
  console.log(x, others, picked, letter, third, tail, first, remaining);
  let s1: string, s2: string;
  [s1, s2] = "xy";
  console.log(s1, s2);
}
fromStrings();
