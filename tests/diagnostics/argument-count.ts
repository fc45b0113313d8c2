function add(a: number, b: number): number {
  return a + b;
}
console.log(add(1));
console.log(Math.sqrt(1, 2));
