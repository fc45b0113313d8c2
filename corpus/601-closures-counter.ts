// Closures capture variables by reference: every closure sharing a
// variable sees every change to it.
function counter(start: number): () => number {
  let count = start;
  return () => {
    count += 1;
    return count;
  };
}

const a = counter(0);
const b = counter(10);
console.log(a(), a(), a());
console.log(b(), a(), b());

function pair(): (() => number)[] {
  let shared = 0;
  const increment = (): number => ++shared;
  const read = (): number => shared;
  return [increment, read];
}
const [inc, read] = pair();
inc();
inc();
console.log("shared:", read());
inc();
console.log("shared:", read());

let total = 0;
const addToTotal = (n: number): void => {
  total += n;
};
for (let i = 1; i <= 10; i++) {
  addToTotal(i);
}
console.log("total:", total);
