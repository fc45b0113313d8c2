class Point {
  x = 0;
}
const values = [1, 2, 3];
var legacy = 1;
class Later {
  then<R>(done: (value: number) => R): R {
    return done(1);
  }
}
async function wait(): Promise<number> {
  return await new Later();
}
