enum Color {
  Red,
  Green = 5,
  Blue,
}
enum Flags {
  None = 0,
  Read = 1 << 0,
  Write = 1 << 1,
  Both = Read | Write,
  Negative = -Flags.Both,
  Inverted = ~Both,
}
enum Direction {
  Up = "UP",
  Down = "DOWN",
  Sideways = `SIDE`,
}
const enum Size {
  Small = 1.5,
  Large = Small * 4,
}
function describe(color: Color): string {
  switch (color) {
    case Color.Red: return "red";
    case Color.Green: return "green";
    default: return "other " + color;
  }
}
function move(direction: Direction): string {
  return direction === Direction.Up ? "climbing" : "moving " + direction.toLowerCase();
}
let c: Color = Color.Blue;
const directions: Direction[] = [Direction.Up, Direction.Down, Direction.Sideways];
console.log(Color.Red, Color.Green, c, describe(Color.Red), describe(Color.Green), describe(c));
console.log(Flags.Both, Flags.Negative, Flags.Inverted, (Flags.Both & Flags.Write) !== 0);
console.log(directions, directions.length, move(Direction.Up), move(Direction.Down));
console.log(Size.Large, Size.Small, Color["Green"]);
let current: Color.Red | Color.Blue = Color.Red;
current = Color.Blue;
console.log(current);
