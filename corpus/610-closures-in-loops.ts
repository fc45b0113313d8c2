// Which binding a closure made in a loop sees.
const fromLet: (() => string)[] = [];
for (let i = 0; i < 3; i++) {
  const label = "item" + i;
  fromLet.push(() => `${i}:${label}`);
}
console.log(fromLet.map((f) => f()).join(" "));
const counters: (() => number)[] = [];
for (let i = 0; i < 3; i++) {
  let count = i * 10;
  counters.push(() => ++count);
}
console.log(counters[0](), counters[0](), counters[1](), counters[2](), counters[0]());
let j = 0;
const shared: (() => number)[] = [];
while (j < 3) {
  shared.push(() => j);
  j++;
}
console.log(shared.map((f) => f()));
const nested: (() => string)[] = [];
for (let row = 0; row < 2; row++) {
  for (let column = 0; column < 2; column++) {
    nested.push(() => `${row}${column}`);
  }
}
console.log(nested.map((f) => f()).join(","));
const handlers = ["click", "hover", "press"].map((name, index) => () => name + "#" + index);
console.log(handlers.map((h) => h()));
let total = 0;
[1, 2, 3, 4].forEach((n) => {
  total += n;
});
console.log(total);
