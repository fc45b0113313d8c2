class Point {
  x = 0;
}
const values = [1, 2, 3];
var legacy = 1;
const f = async (x: number) => x * 2;
