// for-in over records and objects: own keys in JavaScript's order.
const scores: Record<string, number> = { zed: 1, "2": 5, amy: 3, "1": 9 };
for (const name in scores) console.log(name, scores[name]);
const point = { x: 1, y: 2, label: "p" };
const keys: string[] = [];
for (const k in point) keys.push(k);
console.log(keys);
class Box { constructor(public w: number, public h: number) {} area() { return this.w * this.h; } }
outer: for (const k in new Box(2, 3)) {
  for (const j in scores) {
    if (j === "amy") continue outer;
    console.log(k, j);
  }
}
