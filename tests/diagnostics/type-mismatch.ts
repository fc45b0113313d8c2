let count: number = "three";
function half(n: number): number {
  return n / 2;
}
half(true);
let flag: boolean = half(4);
