// Destructuring assignment whose targets are properties, fields, tuple
// elements, record entries and properties of an `any`, with defaults.
class Pair {
  left = 1;
  right = 2;
  swap(): void {
    [this.left, this.right] = [this.right, this.left];
  }
}
const pair = new Pair();
pair.swap();
console.log(pair);

const triple: [number, string, boolean] = [1, "a", false];
[triple[0], triple[1]] = [triple[0] * 2, triple[1] + "b"];
[triple[2]] = [true];
console.log(triple);

const point = { x: 1, label: "p" };
({ x: point.x, label: point.label = "fallback" } = { x: 5, label: undefined });
console.log(point);

const values = [1, 2, 3];
let cursor = 0;
[values[cursor++], values[cursor++]] = [values[1], values[0]];
console.log(values, cursor);

const scores: Record<string, number> = {};
[scores.first, scores["second"]] = [10, 20];
console.log(scores);

const loose: any = { q: 1 };
[loose.q, loose.r] = ["changed", [1, 2]];
console.log(loose);

let text: string;
[text, pair.left] = ["text", 9];
console.log(text, pair);

function nested(): void {
  const holder = { inner: [0, 0], name: "" };
  [[holder.inner[0], holder.inner[1]], holder.name] = [[3, 4], "holder"];
  console.log(holder);
}
nested();

const order: string[] = [];
class Logged {
  set value(v: number) {
    order.push("set " + v);
  }
}
const logged = new Logged();
[logged.value, logged.value] = [1, 2];
console.log(order);
