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
console.log(Level.Medium);
