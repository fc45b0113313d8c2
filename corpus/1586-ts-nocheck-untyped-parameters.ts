// @ts-nocheck
// tsc does not check this file: parameters without annotations are `any`.
function show(label, value) {
  console.log(label + ": " + value);
}

function total(items, pick) {
  let sum = 0;
  for (const item of items) sum += pick(item);
  return sum;
}

class Counter {
  constructor(start) {
    this.count = start;
  }
  count: number;
  add(step) {
    this.count += step;
    return this;
  }
}

show("number", 42);
show("text", "words");
show("list", [1, 2, 3]);
show("total", total([{ n: 2 }, { n: 5 }], (item) => item.n));
show("counter", new Counter(1).add(2).add(3).count);
const twice = (x) => x + x;
show("twice", twice(21) + " " + twice("ab"));
