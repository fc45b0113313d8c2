// Functions passed as callbacks: named functions, arrows, and closures
// that remember their arguments.
function applyTwice(f: (x: number) => number, x: number): number {
  return f(f(x));
}
function addN(n: number): (x: number) => number {
  return (x) => x + n;
}
function double(x: number): number {
  return x * 2;
}
console.log(applyTwice(double, 3));
console.log(applyTwice(addN(10), 1));
console.log(applyTwice((x) => x * x, 3));

const pipeline: ((x: number) => number)[] = [addN(1), double, (x) => x - 3];
let value = 5;
for (const step of pipeline) {
  value = step(value);
}
console.log("pipeline:", value);
console.log(pipeline.reduce((acc, f) => f(acc), 100));

function repeat(times: number, action: (i: number) => void): void {
  for (let i = 0; i < times; i++) action(i);
}
const seen: string[] = [];
repeat(4, (i) => {
  seen.push("#" + i);
});
console.log(seen.join(" "));

function makeAccumulator(): { add: (n: number) => void; total: () => number } {
  let sum = 0;
  return {
    add: (n) => {
      sum += n;
    },
    total: () => sum,
  };
}
const acc = makeAccumulator();
acc.add(5);
acc.add(7);
console.log("accumulated", acc.total());
console.log(typeof double, typeof acc.total);
console.log(double, addN(1), [double]);
