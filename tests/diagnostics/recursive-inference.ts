function countdown(n: number) {
  return n === 0 ? 0 : countdown(n - 1);
}
console.log(countdown(3));
