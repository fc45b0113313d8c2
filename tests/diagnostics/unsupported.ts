class Point {
  x = 0;
}
const values = [1, 2, 3];
var legacy = 1;
const f = (x: number) => x * 2;
