// Numeric enums map names to values and values back to names; string
// enums only forward.
enum Direction {
  Up,
  Down,
  Left = 10,
  Right,
}
enum Status {
  Active = "ACTIVE",
  Paused = "PAUSED",
}
console.log(Direction.Up, Direction.Right, Direction[Direction.Left], Direction[1]);
const moves: Direction[] = [Direction.Up, Direction.Right, Direction.Right, Direction.Down];
console.log(moves.map((move) => Direction[move]).join(" -> "));
function opposite(direction: Direction): Direction {
  switch (direction) {
    case Direction.Up:
      return Direction.Down;
    case Direction.Down:
      return Direction.Up;
    case Direction.Left:
      return Direction.Right;
    default:
      return Direction.Left;
  }
}
for (const move of moves) console.log(Direction[move], "<->", Direction[opposite(move)]);
const counts = new Map<Direction, number>();
for (const move of moves) counts.set(move, (counts.get(move) ?? 0) + 1);
for (const [move, count] of counts) console.log(Direction[move], count);
const status: Status = Status.Paused;
console.log(status, status === Status.Paused, Status.Active.toLowerCase());
