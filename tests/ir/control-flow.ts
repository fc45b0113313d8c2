// Labeled loops, break/continue targets and a conditional expression.
function firstPair(limit: number): number {
  outer: for (let i = 0; i < limit; i++) {
    for (let j = 0; j < limit; j++) {
      if (j > i) continue outer;
      if (i * j === 12) return i > j ? i : j;
    }
  }
  return -1;
}
console.log(firstPair(10));
