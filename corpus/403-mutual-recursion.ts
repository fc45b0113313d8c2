// Mutually recursive functions, declared in either order.
function isEven(n: number): boolean {
  return n === 0 ? true : isOdd(n - 1);
}
function isOdd(n: number): boolean {
  return n === 0 ? false : isEven(n - 1);
}
console.log(isEven(10), isOdd(10), isEven(7), isOdd(7));
function hofstadterF(n: number): number {
  return n === 0 ? 1 : n - hofstadterM(hofstadterF(n - 1));
}
function hofstadterM(n: number): number {
  return n === 0 ? 0 : n - hofstadterF(hofstadterM(n - 1));
}
let f = "";
let m = "";
for (let i = 0; i < 15; i++) {
  f += hofstadterF(i) + " ";
  m += hofstadterM(i) + " ";
}
console.log(f);
console.log(m);
