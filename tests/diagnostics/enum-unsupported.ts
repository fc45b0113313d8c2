enum Mixed {
  A = 1,
  B = "b",
}
function seed(): number {
  return 4;
}
enum Computed {
  Start = seed(),
}
enum Level {
  Low,
  High,
}
const name: string = Level[Level.Low];
console.log(Level);
console.log(Level.Medium);
