class Point {
  x = 0;
}
const values = [1, 2, 3];
var legacy = 1;
const g = async function* () {
  yield* [1, 2];
};
