// Early returns from loops and nested branches.
function firstDivisor(n: number): number {
  for (let d = 2; d <= n; d++) {
    if (n % d === 0) {
      return d;
    }
  }
  return n;
}
function describe(n: number): string {
  if (n < 0) return "negative";
  while (true) {
    if (n % 2 === 0) return "even";
    return "odd";
  }
}
function search(target: number): number {
  let steps = 0;
  let low = 0;
  let high = 1000;
  while (low <= high) {
    steps++;
    const middle = Math.floor((low + high) / 2);
    if (middle === target) return steps;
    if (middle < target) low = middle + 1;
    else high = middle - 1;
  }
  return -steps;
}
console.log(firstDivisor(91), firstDivisor(97), firstDivisor(2));
console.log(describe(-3), describe(4), describe(5));
console.log(search(0), search(500), search(999), search(1000));
